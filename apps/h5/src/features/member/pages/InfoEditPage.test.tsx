import { memberApi, configApi } from '@mall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { FakeApiError, fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { useMember } from '../../../shared/state/member';
import { memberKeys } from '../member.api';
import { dayToUnix } from '../model/profile';
import { demoMember } from '../testFixtures';
import InfoEditPage from './InfoEditPage';
import { pagePath, pageUrl } from '../../../shared/pages';

withFakeHttp();

let member: Record<string, unknown>;
let captchaOn = 0;
let captchas = 0;

const renderEdit = (action: string) =>
  renderWithProviders(<InfoEditPage />, {
    route: pageUrl('memberInfoEdit', { action }),
    routes: [{ path: pagePath('memberInfo'), element: <div data-testid="info" /> }],
  });

const type = (placeholder: string, value: string) => fireEvent.input(screen.getByPlaceholderText(placeholder), { target: { value } });
const save = () => fireEvent.click(screen.getByTestId('edit-save'));
const ok = () => null;

beforeEach(() => {
  fakeApi.reset();
  useAuth.setState({ token: 't' });
  useMember.setState({ member: null });
  member = { ...demoMember };
  captchaOn = 0;
  captchas = 0;
  fakeApi.on(memberApi.info, () => ({ ...member }));
  fakeApi.on(configApi.captchaConfig, () => ({ value: { shop_reception_login: captchaOn } }));
  fakeApi.on(memberApi.registerConfig, () => ({ value: { pwd_len: 6 } }));
  fakeApi.on(memberApi.captcha, () => {
    captchas += 1;
    return { id: `c${captchas}`, img: 'data:image/svg+xml;base64,PHN2Zy8+' };
  });
});

describe('info_edit: nickname', () => {
  it('checks empty and unchanged, then saves once, patches the cache and goes back', async () => {
    let resolve!: (v: unknown) => void;
    fakeApi.on(memberApi.modifyNickname, () => new Promise((r) => (resolve = r)));
    const { queryClient } = renderEdit('nickname');
    expect(await screen.findByText('修改昵称')).toBeTruthy();
    expect(await screen.findByText('当前昵称：小明')).toBeTruthy();
    const input = screen.getByPlaceholderText('请输入新昵称') as HTMLInputElement;
    expect(input.value).toBe('小明');
    save();
    expect(await screen.findByText('与原昵称一致，无需修改')).toBeTruthy();
    type('请输入新昵称', '  ');
    save();
    expect(await screen.findByText('昵称不能为空')).toBeTruthy();
    expect(fakeApi.calls(memberApi.modifyNickname)).toHaveLength(0);

    type('请输入新昵称', ' 小红 ');
    save();
    save(); // double submit is ignored
    await waitFor(() => expect(fakeApi.calls(memberApi.modifyNickname)).toHaveLength(1));
    expect(fakeApi.calls(memberApi.modifyNickname)[0].params).toEqual({ nickname: '小红' });
    expect((screen.getByTestId('edit-save') as HTMLButtonElement).disabled).toBe(true);
    member.nickname = '小红';
    resolve(null);
    await screen.findByTestId('info', undefined, { timeout: 4000 });
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect(queryClient.getQueryData<{ nickname: string }>(memberKeys.info())?.nickname).toBe('小红');
  });

  it('stays on the page when the server refuses', async () => {
    fakeApi.on(memberApi.modifyNickname, () => {
      throw new FakeApiError(-1, '不能包含特殊字符');
    });
    renderEdit('nickname');
    await screen.findByText('当前昵称：小明');
    type('请输入新昵称', '新名字');
    save();
    await waitFor(() => expect(fakeApi.calls(memberApi.modifyNickname)).toHaveLength(1));
    await waitFor(() => expect((screen.getByTestId('edit-save') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByTestId('info')).toBeNull();
  });
});

describe('info_edit: real name, sex, birthday', () => {
  it('real name', async () => {
    fakeApi.on(memberApi.modifyRealname, ok);
    renderEdit('realname');
    await screen.findByTestId('edit-form-realname');
    expect(screen.getByText('修改真实姓名')).toBeTruthy();
    save();
    expect(await screen.findByText('真实姓名不能为空')).toBeTruthy();
    type('请输入真实姓名', '张三');
    save();
    await screen.findByTestId('info', undefined, { timeout: 4000 });
    expect(fakeApi.calls(memberApi.modifyRealname)[0].params).toEqual({ realname: '张三' });
  });

  it('sex: 0 secret, 1 male, 2 female', async () => {
    fakeApi.on(memberApi.modifySex, ok);
    renderEdit('sex');
    await screen.findByTestId('edit-form-sex');
    expect(screen.getByText('修改性别')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '女' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: '男' }));
    save();
    await screen.findByTestId('info', undefined, { timeout: 4000 });
    expect(fakeApi.calls(memberApi.modifySex)[0].params).toEqual({ sex: 1 });
  });

  it('birthday: chosen in the date picker and sent as unix seconds', async () => {
    fakeApi.on(memberApi.modifyBirthday, ok);
    member.birthday = 0;
    renderEdit('birthday');
    await screen.findByTestId('edit-form-birthday');
    expect(screen.getByText('修改生日')).toBeTruthy();
    expect(screen.getByTestId('birthday-value').textContent).toBe('选择生日');
    save();
    expect(await screen.findByText('请选择生日')).toBeTruthy();
    fireEvent.click(screen.getByTestId('birthday-open'));
    fireEvent.click(await screen.findByText('确认'));
    await waitFor(() => expect(screen.getByTestId('birthday-value').textContent).toBe('2000-01-01'));
    save();
    await screen.findByTestId('info', undefined, { timeout: 4000 });
    expect(fakeApi.calls(memberApi.modifyBirthday)[0].params).toEqual({ birthday: dayToUnix(new Date(2000, 0, 1)) });
  });
});

describe('info_edit: password', () => {
  it('checks the rules in order, saves and keeps this device signed in with the new token', async () => {
    fakeApi.on(memberApi.modifyPassword, () => ({ token: 'fresh' }));
    renderEdit('password');
    await screen.findByTestId('edit-form-password');
    expect(screen.getByText('修改密码')).toBeTruthy();
    save();
    expect(await screen.findByText('请输入原始密码')).toBeTruthy();
    type('请输入原始密码', 'abc123');
    save();
    expect(await screen.findByText('请输入新密码')).toBeTruthy();
    type('请输入新密码', 'abc');
    save();
    expect(await screen.findByText('密码长度不能小于6位')).toBeTruthy();
    type('请输入新密码', 'abc123');
    type('请确认新密码', 'abc124');
    save();
    expect(await screen.findByText('两次密码不一致')).toBeTruthy();
    type('请确认新密码', 'abc123');
    save();
    expect(await screen.findByText('新密码不能与原密码相同')).toBeTruthy();
    expect(fakeApi.calls(memberApi.modifyPassword)).toHaveLength(0);
    type('请输入新密码', 'xyz789');
    type('请确认新密码', 'xyz789');
    save();
    await screen.findByTestId('info', undefined, { timeout: 4000 });
    expect(fakeApi.calls(memberApi.modifyPassword)[0].params).toEqual({ old_password: 'abc123', new_password: 'xyz789' });
    expect(useAuth.getState().token).toBe('fresh');
    expect(await screen.findByText('密码修改成功')).toBeTruthy();
  });

  it('a member without a password sets one with a code to the bound mobile', async () => {
    member.password = 0;
    fakeApi.on(memberApi.pwdMobileCode, () => ({ key: 'k1' }));
    fakeApi.on(memberApi.modifyPassword, () => ({ token: 'fresh' }));
    renderEdit('password');
    expect(await screen.findByText('设置密码')).toBeTruthy();
    expect(screen.getByText(/138\*\*\*\*0000/)).toBeTruthy();
    expect(screen.queryByPlaceholderText('请输入原始密码')).toBeNull();
    type('请输入新密码', 'abc123');
    type('请确认新密码', 'abc123');
    save();
    expect(await screen.findByText('请先获取动态码')).toBeTruthy();
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(screen.getByTestId('send-code').getAttribute('data-phase')).toBe('counting'));
    expect(fakeApi.calls(memberApi.pwdMobileCode)[0].params).toEqual({});
    save();
    expect(await screen.findByText('请输入动态码')).toBeTruthy();
    type('请输入动态码', '1234');
    save();
    await screen.findByTestId('info', undefined, { timeout: 4000 });
    expect(fakeApi.calls(memberApi.modifyPassword)[0].params).toEqual({ new_password: 'abc123', key: 'k1', code: '1234' });
  });

  it('without password and mobile, the member is asked to bind a mobile first', async () => {
    member.password = 0;
    member.mobile = '';
    const { router } = renderEdit('password');
    expect(await screen.findByText('请先绑定手机号')).toBeTruthy();
    fireEvent.click(screen.getByText('去绑定'));
    await waitFor(() => expect(router.state.location.search).toBe('?action=mobile'));
  });
});

describe('info_edit: mobile', () => {
  it('checks the new number, sends the code, counts down and saves', async () => {
    fakeApi.on(memberApi.bindMobileCode, () => ({ key: 'mk' }));
    fakeApi.on(memberApi.modifyMobile, ok);
    renderEdit('mobile');
    await screen.findByTestId('edit-form-mobile');
    expect(screen.getByText('修改手机号')).toBeTruthy();
    expect(screen.getByText('当前手机号：138****0000')).toBeTruthy();
    const send = screen.getByTestId('send-code');
    fireEvent.click(send);
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    type('请输入新手机号', '1380000');
    fireEvent.click(send);
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    type('请输入新手机号', '13800000000');
    fireEvent.click(send);
    expect(await screen.findByText('与原手机号一致，无需修改')).toBeTruthy();
    expect(fakeApi.calls(memberApi.bindMobileCode)).toHaveLength(0);
    // the message shows while the button is still leaving its "sending" phase
    await waitFor(() => expect(send.getAttribute('data-phase')).toBe('idle'));

    type('请输入新手机号', '139a0000 0000');
    expect((screen.getByPlaceholderText('请输入新手机号') as HTMLInputElement).value).toBe('13900000000');
    fireEvent.click(send);
    await waitFor(() => expect(send.getAttribute('data-phase')).toBe('counting'));
    expect(send.textContent).toMatch(/^\d+s后重新获取$/);
    expect(fakeApi.calls(memberApi.bindMobileCode)[0].params).toEqual({ mobile: '13900000000' });
    save();
    expect(await screen.findByText('请输入动态码')).toBeTruthy();
    type('请输入动态码', '12345');
    expect((screen.getByPlaceholderText('请输入动态码') as HTMLInputElement).value).toBe('1234');
    save();
    await screen.findByTestId('info', undefined, { timeout: 4000 });
    expect(fakeApi.calls(memberApi.modifyMobile)[0].params).toEqual({ mobile: '13900000000', key: 'mk', code: '1234' });
  });

  it('with the captcha on: required before sending, refreshed after a failed send', async () => {
    captchaOn = 1;
    fakeApi.on(memberApi.bindMobileCode, () => {
      throw new FakeApiError(-1, '验证码错误');
    });
    renderEdit('mobile');
    await screen.findByTestId('captcha-image');
    await waitFor(() => expect(captchas).toBe(1));
    type('请输入新手机号', '13900000000');
    fireEvent.click(screen.getByTestId('send-code'));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    type('请输入验证码', 'ab12');
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(fakeApi.calls(memberApi.bindMobileCode)).toHaveLength(1));
    expect(fakeApi.calls(memberApi.bindMobileCode)[0].params).toEqual({ mobile: '13900000000', captcha_id: 'c1', captcha_code: 'ab12' });
    // the failed send resets the button and loads a new captcha
    await waitFor(() => expect(captchas).toBe(2));
    expect(screen.getByTestId('send-code').getAttribute('data-phase')).toBe('idle');
    expect((screen.getByPlaceholderText('请输入验证码') as HTMLInputElement).value).toBe('');
  });

  it('a member without a mobile binds one', async () => {
    member.mobile = '';
    renderEdit('mobile');
    expect(await screen.findByText('绑定手机号')).toBeTruthy();
  });
});

describe('info_edit: payment password', () => {
  it('code → verify → six digits twice → saved with the code', async () => {
    fakeApi.on(memberApi.payPwdCode, () => ({ key: 'pk' }));
    fakeApi.on(memberApi.verifyPayPwdCode, (p) => {
      if (p.code !== '4321') throw new FakeApiError(-1, '动态码错误');
      return { key: p.key };
    });
    fakeApi.on(memberApi.modifyPayPassword, ok);
    renderEdit('paypassword');
    expect(await screen.findByText('设置支付密码')).toBeTruthy();
    expect(screen.getByText(/138\*\*\*\*0000/)).toBeTruthy();
    save();
    expect(await screen.findByText('请先获取动态码')).toBeTruthy();
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(fakeApi.calls(memberApi.payPwdCode)).toHaveLength(1));
    // The key is kept once the answer is handled, which is when the countdown starts.
    await waitFor(() => expect(screen.getByTestId('send-code').getAttribute('data-phase')).toBe('counting'));
    save();
    expect(await screen.findByText('请输入动态码')).toBeTruthy();
    type('请输入动态码', '1111');
    save();
    await waitFor(() => expect(fakeApi.calls(memberApi.verifyPayPwdCode)).toHaveLength(1));
    expect(screen.queryByTestId('pay-step-first')).toBeNull();
    type('请输入动态码', '4321');
    save();
    await screen.findByTestId('pay-step-first');
    expect(screen.getByText('请设置6位数字支付密码')).toBeTruthy();

    const passcode = () => screen.getByTestId('pay-passcode').querySelector('input') as HTMLInputElement;
    fireEvent.input(passcode(), { target: { value: '12a' } });
    save();
    expect(await screen.findByText('支付密码必须是6位数字')).toBeTruthy();
    fireEvent.input(passcode(), { target: { value: '123456' } });
    await screen.findByTestId('pay-step-again');
    expect(screen.getByText('请再次输入支付密码')).toBeTruthy();
    fireEvent.input(passcode(), { target: { value: '123457' } });
    expect(await screen.findByText('两次密码不一致')).toBeTruthy();
    await screen.findByTestId('pay-step-first');
    fireEvent.input(passcode(), { target: { value: '654321' } });
    await screen.findByTestId('pay-step-again');
    fireEvent.input(passcode(), { target: { value: '654321' } });
    await screen.findByTestId('info', undefined, { timeout: 4000 });
    expect(fakeApi.calls(memberApi.modifyPayPassword)).toHaveLength(1);
    expect(fakeApi.calls(memberApi.modifyPayPassword)[0].params).toEqual({ key: 'pk', code: '4321', password: '654321' });
    expect(await screen.findByText('支付密码设置成功')).toBeTruthy();
  });

  it('needs a bound mobile', async () => {
    member.mobile = '';
    member.pay_password = 1;
    renderEdit('paypassword');
    expect(await screen.findByTestId('need-mobile')).toBeTruthy();
    expect(screen.getByText('修改支付密码')).toBeTruthy();
  });
});

it('an unknown action goes to the info page', async () => {
  renderEdit('email');
  expect(await screen.findByTestId('info')).toBeTruthy();
});
