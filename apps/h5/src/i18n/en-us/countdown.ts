export default {
  get: 'Get code',
  sending: 'Sending',
  counting: 'Resend in {{s}}s',
};
