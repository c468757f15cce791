import { memberApi, uploadApi } from '@mall/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { FakeApiError, fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { useMember } from '../../../shared/state/member';
import { demoMember } from '../testFixtures';
import ModifyFacePage from './ModifyFacePage';
import { pagePath } from '../../../shared/pages';

withFakeHttp();

const envelope = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

const renderFace = () =>
  renderWithProviders(<ModifyFacePage />, {
    route: pagePath('modifyFace'),
    routes: [{ path: pagePath('memberInfo'), element: <div data-testid="info" /> }],
  });

const choose = (file: File) => fireEvent.change(screen.getByTestId('face-input'), { target: { files: [file] } });

beforeEach(() => {
  fakeApi.reset();
  useAuth.setState({ token: 't' });
  useMember.setState({ member: null });
  fakeApi.on(memberApi.info, () => ({ ...demoMember }));
  fakeApi.on(memberApi.modifyHeadimg, () => null);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('modify_face', () => {
  it('shows the current head image, previews the chosen picture, uploads it and saves its path', async () => {
    const fetch = vi.fn(async () => envelope({ code: 0, message: '', data: { pic_path: 'upload/headimg/new.png' }, timestamp: 1 }));
    vi.stubGlobal('fetch', fetch);
    renderFace();
    await waitFor(() => expect((screen.getByTestId('face-current') as HTMLImageElement).src).toContain('upload/headimg/a_big.png'));
    expect(screen.queryByTestId('face-save')).toBeNull();
    choose(png());
    expect((screen.getByTestId('face-preview') as HTMLImageElement).src).toBe('blob:preview');
    fireEvent.click(screen.getByTestId('face-save'));
    fireEvent.click(screen.getByTestId('face-save')); // double submit is ignored
    await screen.findByTestId('info', undefined, { timeout: 4000 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fakeApi.calls(memberApi.modifyHeadimg)).toHaveLength(1);
    expect(fakeApi.calls(memberApi.modifyHeadimg)[0].params).toEqual({ headimg: 'upload/headimg/new.png' });
    expect(await screen.findByText('头像修改成功')).toBeTruthy();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('refuses a file that is not a picture', async () => {
    renderFace();
    choose(new File(['hello'], 'a.txt', { type: 'text/plain' }));
    expect(await screen.findByText('请选择图片文件')).toBeTruthy();
    expect(screen.queryByTestId('face-preview')).toBeNull();
  });

  it('falls back to base64 when the multipart upload does not get through', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    fakeApi.on(uploadApi.headimgBase64, (p) => {
      expect(String(p.images)).toMatch(/^data:image\/png;base64,/);
      return { pic_path: 'upload/headimg/b64.png' };
    });
    renderFace();
    choose(png());
    fireEvent.click(screen.getByTestId('face-save'));
    await screen.findByTestId('info', undefined, { timeout: 4000 });
    expect(fakeApi.calls(memberApi.modifyHeadimg)[0].params).toEqual({ headimg: 'upload/headimg/b64.png' });
  });

  it('shows the server reason for a refused picture and stays', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ code: -1, message: '图片格式不支持', data: null, timestamp: 1 })),
    );
    renderFace();
    choose(png());
    fireEvent.click(screen.getByTestId('face-save'));
    expect(await screen.findByText('图片格式不支持')).toBeTruthy();
    expect(fakeApi.calls(uploadApi.headimgBase64)).toHaveLength(0);
    expect(fakeApi.calls(memberApi.modifyHeadimg)).toHaveLength(0);
    await waitFor(() => expect((screen.getByTestId('face-save') as HTMLButtonElement).disabled).toBe(false));
  });

  it('上传失败 when neither way gets an answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    fakeApi.on(uploadApi.headimgBase64, () => {
      throw new FakeApiError(-1, 'request:fail');
    });
    renderFace();
    choose(png());
    fireEvent.click(screen.getByTestId('face-save'));
    expect(await screen.findByText('上传失败')).toBeTruthy();
    expect(fakeApi.calls(memberApi.modifyHeadimg)).toHaveLength(0);
    expect(screen.queryByTestId('info')).toBeNull();
  });
});
