import {
  areaIdParams,
  areaListsParams,
  areaTreeParams,
  cityByNameParams,
  memberAddressIdParams,
  memberAddressInfoParams,
  memberAddressPageParams,
  memberAddressSaveParams,
  memberAddressThreePartiesParams,
  tranAddressInfoParams,
} from '@mall/contract';
import { memberRoute, route, type RouteSpec } from '../../infra/http/route';
import {
  addAddress,
  addressInfo,
  addressPage,
  addThreeParties,
  areaCities,
  areaInfo,
  areaLists,
  areaTree,
  cityByName,
  deleteAddress,
  editAddress,
  setDefaultAddress,
  tranAddressInfo,
} from './address.service';

const MA = '/api/memberaddress';
const AR = '/api/address';

/** Member address book and region data (reference §4.4). */
export const addressRoutes = (): RouteSpec[] => [
  memberRoute(`${MA}/page`, { input: memberAddressPageParams, handler: (q, { deps, memberId }) => addressPage(deps.database.db, memberId, q) }),
  memberRoute(`${MA}/info`, {
    input: memberAddressInfoParams,
    handler: (q, { deps, memberId }) => addressInfo(deps.database.db, memberId, q.id, q.default === 1),
  }),
  memberRoute(`${MA}/add`, { input: memberAddressSaveParams, handler: (q, { deps, memberId }) => addAddress(deps.database.db, memberId, q) }),
  memberRoute(`${MA}/edit`, { input: memberAddressSaveParams, handler: (q, { deps, memberId }) => editAddress(deps.database.db, memberId, q) }),
  memberRoute(`${MA}/setdefault`, { input: memberAddressIdParams, handler: (q, { deps, memberId }) => setDefaultAddress(deps.database.db, memberId, q.id) }),
  memberRoute(`${MA}/delete`, { input: memberAddressIdParams, handler: (q, { deps, memberId }) => deleteAddress(deps.database.db, memberId, q.id) }),
  memberRoute(`${MA}/addthreeparties`, {
    input: memberAddressThreePartiesParams,
    handler: (q, { deps, memberId }) => addThreeParties(deps.database.db, memberId, q),
  }),
  route(`${MA}/tranAddressInfo`, {
    input: tranAddressInfoParams,
    handler: (q, { deps }) => {
      const [lat, lng] = q.latlng.split(',').map((s) => Number(s.trim()));
      return tranAddressInfo(deps.database.db, lat, lng);
    },
  }),
  route(`${AR}/lists`, { input: areaListsParams, handler: (q, { deps }) => areaLists(deps.database.db, q.pid) }),
  route(`${AR}/info`, { input: areaIdParams, handler: (q, { deps }) => areaInfo(deps.database.db, q.id) }),
  route(`${AR}/tree`, { input: areaTreeParams, handler: (q, { deps }) => areaTree(deps.database.db, q.id) }),
  route(`${AR}/city`, { handler: (_q, { deps }) => areaCities(deps.database.db) }),
  route(`${AR}/citybyname`, { input: cityByNameParams, handler: (q, { deps }) => cityByName(deps.database.db, q.city) }),
];
