export default {
  title: 'Privacy notice',
  before: 'Before using this feature, please read the ',
  after: '. If you agree, tap “Agree” to continue.',
  contractName: 'User Privacy Protection Guide',
  contract: '{{name}}',
  agree: 'Agree',
  disagree: 'Decline',
  refusedTitle: 'Notice',
  refused: 'The privacy agreement was not accepted, so related functions cannot be used',
};
