export default {
  title: '用户隐私保护提示',
  before: '在使用当前功能前，请仔细阅读',
  after: '。如你同意，请点击“同意”开始使用。',
  contractName: '用户隐私保护指引',
  contract: '《{{name}}》',
  agree: '同意',
  disagree: '拒绝',
  refusedTitle: '提示',
  refused: '隐私协议未同意，相关功能无法使用',
};
