// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { InAppLoginChoice } from '../../src/ui/login/InAppLoginChoice';
import { LoginSheet } from '../../src/ui/login/LoginSheet';
import { PhoneLoginForm } from '../../src/ui/login/PhoneLoginForm';
import { renderUi } from './render';

afterEach(cleanup);

type FormProps = ComponentProps<typeof PhoneLoginForm>;

function formProps(overrides: Partial<FormProps> = {}): FormProps {
  return {
    phone: '',
    code: '',
    sending: false,
    canSend: true,
    submitting: false,
    agreementUrl: 'https://example.test/agreement',
    privacyUrl: 'https://example.test/privacy',
    onPhoneChange: vi.fn(),
    onCodeChange: vi.fn(),
    onSendCode: vi.fn(),
    onSubmit: vi.fn(),
    ...overrides,
  };
}

const sendButton = () => screen.getByRole('button', { name: /获取/ }) as HTMLButtonElement;

describe('spec §2 login dialog: the bottom sheet', () => {
  test('shows the title 登录/注册后才能继续操作 and closes from 关闭', async () => {
    const onClose = vi.fn();
    renderUi(
      <LoginSheet opened onClose={onClose} title="登录/注册后才能继续操作">
        <p>内容</p>
      </LoginSheet>,
    );
    expect(await screen.findByText('登录/注册后才能继续操作')).toBeTruthy();
    expect(screen.getByText('内容')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  test('renders nothing while closed', () => {
    renderUi(
      <LoginSheet opened={false} onClose={() => {}} title="登录/注册后才能继续操作">
        <p>内容</p>
      </LoginSheet>,
    );
    expect(screen.queryByText('内容')).toBeNull();
  });
});

describe('spec §2 phone sheet', () => {
  test('has a +86 label, a tel field, a send button, a 4-digit code field, agreement links and 立即登录', () => {
    renderUi(<PhoneLoginForm {...formProps()} />);
    expect(screen.getByText('+86')).toBeTruthy();

    const phone = screen.getByRole('textbox', { name: '手机号码' }) as HTMLInputElement;
    expect(phone).toMatchObject({
      type: 'tel',
      inputMode: 'numeric',
      placeholder: '请输入手机号码',
      // No maxLength: a pasted '+86 138 0013 8000' is normalised before its length is limited (spec §5).
      maxLength: -1,
      autocomplete: 'tel-national',
    });

    const code = screen.getByRole('textbox', { name: '验证码' }) as HTMLInputElement;
    expect(code).toMatchObject({
      inputMode: 'numeric',
      placeholder: '请输入验证码',
      maxLength: -1,
      autocomplete: 'one-time-code',
    });

    expect(sendButton().textContent).toBe('获取验证码');
    expect(sendButton().disabled).toBe(false);

    const hint = screen.getByText(/^登录即表示同意/);
    expect(hint.textContent).toBe('登录即表示同意《用户协议》和《隐私政策》');
    expect(screen.getByRole('link', { name: '《用户协议》' })).toMatchObject({
      href: 'https://example.test/agreement',
      target: '_blank',
    });
    expect(screen.getByRole('link', { name: '《隐私政策》' })).toMatchObject({
      href: 'https://example.test/privacy',
      target: '_blank',
    });

    expect(screen.getByRole('button', { name: '立即登录' })).toMatchObject({ type: 'submit', disabled: false });
  });

  test('typing the phone reports each value', async () => {
    const onPhoneChange = vi.fn();
    renderUi(<PhoneLoginForm {...formProps({ onPhoneChange })} />);
    await userEvent.type(screen.getByRole('textbox', { name: '手机号码' }), '1');
    expect(onPhoneChange).toHaveBeenLastCalledWith('1');
  });

  test.each([
    ['手机号码', '+86 138 0013 8000'],
    ['手机号码', '１３８００１３８０００'],
    ['验证码', '12a34'],
  ])(
    'spec §5 the %s field hands over a paste in full, so it is normalised before its length is limited',
    async (name, pasted) => {
      const onPhoneChange = vi.fn();
      const onCodeChange = vi.fn();
      renderUi(<PhoneLoginForm {...formProps({ onPhoneChange, onCodeChange })} />);
      await userEvent.click(screen.getByRole('textbox', { name }));
      await userEvent.paste(pasted);
      expect((name === '验证码' ? onCodeChange : onPhoneChange).mock.lastCall).toEqual([pasted]);
    },
  );

  test('spec §9 a running countdown shows {n}s后重新获取 and disables the send button', async () => {
    const onSendCode = vi.fn();
    renderUi(<PhoneLoginForm {...formProps({ countdown: 59, onSendCode })} />);
    expect(sendButton().textContent).toBe('59s后重新获取');
    expect(sendButton().disabled).toBe(true);
    await userEvent.click(sendButton());
    expect(onSendCode).not.toHaveBeenCalled();
  });

  test('the send button sends when idle, shows a loader while sending, and obeys canSend', async () => {
    const onSendCode = vi.fn();
    const { rerender } = renderUi(<PhoneLoginForm {...formProps({ onSendCode })} />);
    await userEvent.click(sendButton());
    expect(onSendCode).toHaveBeenCalledOnce();

    rerender(<PhoneLoginForm {...formProps({ onSendCode, sending: true })} />);
    expect(sendButton().getAttribute('data-loading')).toBe('true');
    expect(sendButton().disabled).toBe(true);

    rerender(<PhoneLoginForm {...formProps({ onSendCode, canSend: false })} />);
    expect(sendButton().disabled).toBe(true);
    await userEvent.click(sendButton());
    expect(onSendCode).toHaveBeenCalledOnce();
  });

  test('立即登录 submits once; while submitting it shows 加载中... and a second tap does nothing', async () => {
    const onSubmit = vi.fn();
    const { rerender } = renderUi(<PhoneLoginForm {...formProps({ onSubmit })} />);
    await userEvent.click(screen.getByRole('button', { name: '立即登录' }));
    expect(onSubmit).toHaveBeenCalledOnce();

    rerender(<PhoneLoginForm {...formProps({ onSubmit, submitting: true })} />);
    const busy = screen.getByRole('button', { name: '加载中...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '立即登录' })).toBeNull();
    await userEvent.click(busy);
    fireEvent.submit(busy.form!);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  test('Enter in the code field submits the form', async () => {
    const onSubmit = vi.fn();
    renderUi(<PhoneLoginForm {...formProps({ code: '1234', onSubmit })} />);
    await userEvent.type(screen.getByRole('textbox', { name: '验证码' }), '{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  test('spec §5 shows the phone, code and form errors', () => {
    renderUi(
      <PhoneLoginForm
        {...formProps({ phoneError: '手机号码格式不正确', codeError: '请输入验证码', formError: '验证码错误' })}
      />,
    );
    expect(screen.getByText('手机号码格式不正确')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '手机号码' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '验证码' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('验证码错误');
  });

  test('spec §8 the captcha area shows only when the caller provides a captcha', () => {
    const { rerender } = renderUi(<PhoneLoginForm {...formProps()} />);
    expect(screen.queryByTestId('captcha')).toBeNull();
    rerender(<PhoneLoginForm {...formProps({ captcha: <div data-testid="captcha">滑块</div> })} />);
    const captcha = screen.getByTestId('captcha');
    const submit = screen.getByRole('button', { name: '立即登录' });
    const code = screen.getByRole('textbox', { name: '验证码' });
    expect(code.compareDocumentPosition(captcha) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(captcha.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('spec §2 WeChat-like and QQ-like sheets: one-tap login or phone login', () => {
  test.each([
    ['wechat', '微信一键登录'],
    ['qq', 'QQ一键登录'],
  ] as const)('%s offers %s and 手机号登录', async (provider, label) => {
    const onOneTap = vi.fn();
    const onPhone = vi.fn();
    renderUi(
      <InAppLoginChoice provider={provider} onOneTap={onOneTap} onPhone={onPhone} agreementUrl="/a" privacyUrl="/p" />,
    );
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(onOneTap).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: '手机号登录' }));
    expect(onPhone).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: '《用户协议》' }).getAttribute('href')).toBe('/a');
    expect(screen.getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe('/p');
  });

  test('while busy neither button reacts', async () => {
    const onOneTap = vi.fn();
    const onPhone = vi.fn();
    renderUi(
      <InAppLoginChoice
        provider="wechat"
        busy
        onOneTap={onOneTap}
        onPhone={onPhone}
        agreementUrl="/a"
        privacyUrl="/p"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '微信一键登录' }));
    await userEvent.click(screen.getByRole('button', { name: '手机号登录' }));
    expect(onOneTap).not.toHaveBeenCalled();
    expect(onPhone).not.toHaveBeenCalled();
  });
});
