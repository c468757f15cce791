import { memberLevelApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../infra/http/route';
import { addLevel, deleteLevel, editLevel, levelList } from './member.level';

/** Member levels (reference §4.14) and the operator's level settings (header x-admin-key). */
export const memberLevelRoutes = (): RouteSpec[] => [
  serve(memberLevelApi.lists, (_in, { deps }) => levelList(deps.database.db)),
  serve(memberLevelApi.adminLists, (_in, { deps }) => levelList(deps.database.db)),
  serve(memberLevelApi.adminAdd, (input, { deps }) => addLevel(deps.database.db, input)),
  serve(memberLevelApi.adminEdit, (input, { deps }) => editLevel(deps.database.db, input)),
  serve(memberLevelApi.adminDelete, (input, { deps }) => deleteLevel(deps.database.db, input.level_id)),
];
