/** What other features use from the member centre: the member's queries, file upload and the profile edit links. */
export { memberInfoQuery, memberKeys, uploadFile } from './member.api';
export { editUrl } from './links';
