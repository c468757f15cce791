import { addressApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../infra/http/route';
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

/** Member address book and region data (reference §4.4). */
export const addressRoutes = (): RouteSpec[] => [
  serve(addressApi.page, (q, { deps, memberId }) => addressPage(deps.database.db, memberId, q)),
  serve(addressApi.info, (q, { deps, memberId }) => addressInfo(deps.database.db, memberId, q.id, q.default === 1)),
  serve(addressApi.add, (q, { deps, memberId }) => addAddress(deps.database.db, memberId, q)),
  serve(addressApi.edit, (q, { deps, memberId }) => editAddress(deps.database.db, memberId, q)),
  serve(addressApi.setDefault, (q, { deps, memberId }) => setDefaultAddress(deps.database.db, memberId, q.id)),
  serve(addressApi.delete, (q, { deps, memberId }) => deleteAddress(deps.database.db, memberId, q.id)),
  serve(addressApi.addThreeParties, (q, { deps, memberId }) => addThreeParties(deps.database.db, memberId, q)),
  serve(addressApi.tranAddressInfo, (q, { deps }) => {
    const [lat, lng] = q.latlng.split(',').map((s) => Number(s.trim()));
    return tranAddressInfo(deps.database.db, lat, lng);
  }),
  serve(addressApi.areaLists, (q, { deps }) => areaLists(deps.database.db, q.pid)),
  serve(addressApi.areaInfo, (q, { deps }) => areaInfo(deps.database.db, q.id)),
  serve(addressApi.areaTree, (q, { deps }) => areaTree(deps.database.db, q.id)),
  serve(addressApi.areaCities, (_q, { deps }) => areaCities(deps.database.db)),
  serve(addressApi.cityByName, (q, { deps }) => cityByName(deps.database.db, q.city)),
];
