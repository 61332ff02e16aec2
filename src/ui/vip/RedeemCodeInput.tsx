import { TextInput, type TextInputProps } from '@mantine/core';

interface RedeemCodeInputProps {
  code: string;
  onCodeChange: (code: string) => void;
  /** Why the last code was refused, shown under the field. */
  error?: string | null;
  /** The code is being redeemed: the field reads but does not change. */
  busy: boolean;
  classNames?: TextInputProps['classNames'];
}

/** The redeem-code field of 兑换码 and of the VIP page: a code as typed, never autocorrected. */
export function RedeemCodeInput({ code, onCodeChange, error, busy, classNames }: RedeemCodeInputProps) {
  return (
    <TextInput
      aria-label="兑换码"
      placeholder="请输入兑换码"
      value={code}
      onChange={(event) => onCodeChange(event.currentTarget.value)}
      error={error || undefined}
      autoCapitalize="characters"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      maxLength={64}
      readOnly={busy}
      classNames={classNames}
      style={{ flex: 1 }}
    />
  );
}
