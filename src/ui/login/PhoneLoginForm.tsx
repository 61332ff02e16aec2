import { Box, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { PhoneLoginView } from '../../machines/phoneLogin.view';
import { AgreementHint, type AgreementLinks } from './AgreementHint';
import classes from './PhoneLoginForm.module.css';

/** The phoneLogin view; the errors and the countdown may be left out when there are none. */
interface PhoneLoginFormProps
  extends
    Partial<AgreementLinks>,
    Pick<PhoneLoginView, 'phone' | 'code' | 'sending' | 'canSend' | 'submitting'>,
    Partial<Pick<PhoneLoginView, 'phoneError' | 'codeError' | 'formError' | 'countdown'>> {
  /** A phone that is known already (masked): shown instead of the phone field, with no agreement to accept. */
  fixedPhone?: string;
  /** The submit button's words; 立即登录 by default. */
  submitLabel?: string;
  /** The slider captcha, when the backend asks for one. */
  captcha?: ReactNode;
  onPhoneChange: (phone: string) => void;
  /** Called with digits only, at most 4 of them. */
  onCodeChange: (code: string) => void;
  onSendCode: () => void;
  onSubmit: () => void;
}

/** The phone-login sheet's content (spec §2): +86 phone, SMS code, captcha area, agreement and 立即登录; also verifies a known phone. */
export function PhoneLoginForm({
  phone,
  fixedPhone,
  submitLabel = '立即登录',
  code,
  phoneError,
  codeError,
  formError,
  countdown = 0,
  sending,
  canSend,
  submitting,
  captcha,
  agreementUrl,
  privacyUrl,
  onPhoneChange,
  onCodeChange,
  onSendCode,
  onSubmit,
}: PhoneLoginFormProps) {
  const counting = countdown > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {fixedPhone ? (
          <Text size="sm">验证码将发送至 +86 {fixedPhone}</Text>
        ) : (
          <TextInput
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="请输入手机号码"
            aria-label="手机号码"
            value={phone}
            onChange={(event) => onPhoneChange(event.currentTarget.value)}
            error={phoneError}
            size="lg"
            variant="filled"
            classNames={{ input: classes.input }}
            leftSectionWidth={64}
            leftSection={<span className={classes.countryCode}>+86</span>}
          />
        )}
        <TextInput
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="请输入验证码"
          aria-label="验证码"
          value={code}
          onChange={(event) => onCodeChange(event.currentTarget.value)}
          error={codeError}
          size="lg"
          variant="filled"
          classNames={{ input: classes.input }}
          rightSectionWidth={128}
          rightSectionPointerEvents="all"
          rightSection={
            <Button
              variant="subtle"
              size="compact-md"
              fz="sm"
              loading={sending}
              disabled={!canSend || counting}
              onClick={onSendCode}
              className={classes.sendCode}
            >
              {counting ? `${countdown}s后重新获取` : '获取验证码'}
            </Button>
          }
        />
        {captcha && <Box>{captcha}</Box>}
        {formError && (
          <Text role="alert" c="red.7" size="sm" ta="center">
            {formError}
          </Text>
        )}
        <Button
          type="submit"
          fullWidth
          size="lg"
          radius="xl"
          disabled={submitting}
          leftSection={submitting && <Loader size={18} color="white" />}
          className={classes.submit}
        >
          {submitting ? '加载中...' : submitLabel}
        </Button>
        {agreementUrl && privacyUrl && <AgreementHint agreementUrl={agreementUrl} privacyUrl={privacyUrl} />}
      </Stack>
    </form>
  );
}
