import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import i18n from '../../i18n';
import { answerConsent, hostNeedsAuthorization, PrivacyConsent, requestConsent, usePrivacyConsent } from './PrivacyConsent';

beforeEach(() => {
  usePrivacyConsent.setState({ instances: [], openId: null, contractName: null, pending: [], refusedId: null });
});
afterEach(async () => {
  i18n.changeLanguage('zh-cn');
});

describe('requestConsent without authorisation (H5)', () => {
  it('the H5 host needs none: consent is agreed at once and nothing opens', async () => {
    expect(hostNeedsAuthorization()).toBe(false);
    render(<PrivacyConsent id="p" />);
    await expect(requestConsent()).resolves.toBe('agree');
    expect(screen.queryByTestId('privacy-consent')).toBeNull();
    expect(usePrivacyConsent.getState().pending).toHaveLength(0);
  });
});

describe('requestConsent when the host requires authorisation', () => {
  it('queues requests until agree, which resolves them all as agreed and closes', async () => {
    render(<PrivacyConsent id="p" />);
    const results: string[] = [];
    let a!: Promise<void>;
    let b!: Promise<void>;
    act(() => {
      a = requestConsent({ needAuthorization: true }).then((r) => void results.push(`a:${r}`));
      b = requestConsent({ needAuthorization: true }).then((r) => void results.push(`b:${r}`));
    });
    expect(screen.getByTestId('privacy-consent')).toBeTruthy();
    expect(screen.getByText('用户隐私保护提示')).toBeTruthy();
    expect(screen.getByText('《用户隐私保护指引》')).toBeTruthy();
    await Promise.resolve();
    expect(results).toEqual([]);
    fireEvent.click(screen.getByTestId('privacy-agree'));
    await Promise.all([a, b]);
    expect(results).toEqual(['a:agree', 'b:agree']);
    expect(screen.queryByTestId('privacy-consent')).toBeNull();
    expect(screen.queryByTestId('privacy-refused')).toBeNull();
  });

  it('disagree resolves as disagreed, closes and shows the notice modal', async () => {
    render(<PrivacyConsent id="p" />);
    let p!: Promise<string>;
    act(() => {
      p = requestConsent({ needAuthorization: true, contractName: '小程序隐私保护指引' });
    });
    expect(screen.getByText('《小程序隐私保护指引》')).toBeTruthy();
    fireEvent.click(screen.getByTestId('privacy-disagree'));
    await expect(p).resolves.toBe('disagree');
    expect(screen.queryByTestId('privacy-consent')).toBeNull();
    expect(screen.getByTestId('privacy-refused').textContent).toContain('隐私协议未同意，相关功能无法使用');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.queryByTestId('privacy-refused')).toBeNull();
  });

  it('opening one popup closes the others (one open at a time)', async () => {
    render(
      <>
        <PrivacyConsent id="page-a" />
        <PrivacyConsent id="page-b" />
      </>,
    );
    let first!: Promise<string>;
    act(() => {
      first = requestConsent({ needAuthorization: true, owner: 'page-a' });
    });
    expect(usePrivacyConsent.getState().openId).toBe('page-a');
    expect(screen.getAllByTestId('privacy-consent')).toHaveLength(1);
    act(() => {
      void requestConsent({ needAuthorization: true, owner: 'page-b' });
    });
    expect(usePrivacyConsent.getState().openId).toBe('page-b');
    expect(screen.getAllByTestId('privacy-consent')).toHaveLength(1);
    act(() => answerConsent('agree'));
    // the answer given in the open popup settles the earlier page's request too
    await expect(first).resolves.toBe('agree');
    expect(screen.queryByTestId('privacy-consent')).toBeNull();
  });

  it('a request made before any popup is mounted opens the next one that mounts; by default the latest page', async () => {
    let p!: Promise<string>;
    act(() => {
      p = requestConsent({ needAuthorization: true });
    });
    const { rerender } = render(<PrivacyConsent id="late" />);
    expect(usePrivacyConsent.getState().openId).toBe('late');
    rerender(
      <>
        <PrivacyConsent id="late" />
        <PrivacyConsent id="later" />
      </>,
    );
    act(() => answerConsent('agree'));
    await expect(p).resolves.toBe('agree');
    act(() => {
      void requestConsent({ needAuthorization: true });
    });
    expect(usePrivacyConsent.getState().openId).toBe('later');
  });

  it('speaks English', async () => {
    act(() => i18n.changeLanguage('en-us'));
    render(<PrivacyConsent id="p" />);
    act(() => {
      void requestConsent({ needAuthorization: true });
    });
    expect(screen.getByText('Privacy notice')).toBeTruthy();
    expect(screen.getByText('User Privacy Protection Guide')).toBeTruthy();
    fireEvent.click(screen.getByTestId('privacy-disagree'));
    expect(screen.getByText('The privacy agreement was not accepted, so related functions cannot be used')).toBeTruthy();
  });
});
