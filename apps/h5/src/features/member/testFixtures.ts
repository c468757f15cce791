/** A member as `/api/member/info` answers, for the component tests of this feature. */
export const demoMember = {
  member_id: 7,
  username: 'demo',
  nickname: '小明',
  realname: '',
  sex: 2,
  birthday: Math.floor(new Date(1990, 4, 1).getTime() / 1000),
  mobile: '13800000000',
  password: 1,
  pay_password: 0,
  headimg: 'upload/headimg/a.png',
};
