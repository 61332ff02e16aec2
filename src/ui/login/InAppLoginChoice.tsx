import { Button, Stack, Text } from '@mantine/core';
import { AgreementHint, type AgreementLinks } from './AgreementHint';

export type InAppProvider = 'wechat' | 'qq';

interface InAppLoginChoiceProps extends AgreementLinks {
  provider: InAppProvider;
  /** One-tap login is under way. */
  busy?: boolean;
  onOneTap: () => void;
  onPhone: () => void;
}

const BRANDS: Record<InAppProvider, { name: string; color: string; Glyph: typeof WeChatGlyph }> = {
  wechat: { name: '微信', color: 'wechat', Glyph: WeChatGlyph },
  qq: { name: 'QQ', color: 'qq', Glyph: QqGlyph },
};

/** The WeChat-like and QQ-like browsers' login sheet content (spec §2): one-tap login or phone login. */
export function InAppLoginChoice({
  provider,
  busy = false,
  onOneTap,
  onPhone,
  agreementUrl,
  privacyUrl,
}: InAppLoginChoiceProps) {
  const { name, color, Glyph } = BRANDS[provider];
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm" ta="center">
        登录后同步你的学习进度与会员权益
      </Text>
      <Button
        fullWidth
        size="lg"
        radius="xl"
        color={color}
        loading={busy}
        leftSection={<Glyph holes={`var(--mantine-color-${color}-filled)`} />}
        onClick={onOneTap}
      >
        {`${name}一键登录`}
      </Button>
      <Button fullWidth size="lg" radius="xl" variant="default" disabled={busy} onClick={onPhone}>
        手机号登录
      </Button>
      <AgreementHint agreementUrl={agreementUrl} privacyUrl={privacyUrl} />
    </Stack>
  );
}

/** Two speech bubbles; `holes` paints the eyes and the gap between the bubbles. */
function WeChatGlyph({ holes }: { holes: string }) {
  return (
    <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden>
      <path
        fill="currentColor"
        d="M9.2 3C4.9 3 1.5 5.9 1.5 9.4c0 2 1.1 3.8 2.9 5l-.7 2.2 2.6-1.4c.9.3 1.9.4 2.9.4 4.3 0 7.7-2.9 7.7-6.4S13.5 3 9.2 3Z"
      />
      <circle cx="6.6" cy="7.9" r="1" fill={holes} />
      <circle cx="11.8" cy="7.9" r="1" fill={holes} />
      <path
        fill="currentColor"
        stroke={holes}
        strokeWidth={1.2}
        d="M16.3 9.6c-3.6 0-6.6 2.4-6.6 5.4s3 5.4 6.6 5.4c.8 0 1.6-.1 2.3-.3l2.2 1.2-.6-1.9c1.6-1 2.7-2.6 2.7-4.4 0-3-3-5.4-6.6-5.4Z"
      />
      <circle cx="14.1" cy="13.8" r=".85" fill={holes} />
      <circle cx="18.5" cy="13.8" r=".85" fill={holes} />
    </svg>
  );
}

/** A penguin; `holes` paints the eyes. */
function QqGlyph({ holes }: { holes: string }) {
  return (
    <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden>
      <path
        fill="currentColor"
        d="M12 2C8.7 2 6.4 4.5 6.4 8v1.2c-.9 1.2-1.9 2.9-2.2 4.6-.2 1.2.3 1.6.9 1 .3-.3.6-.8.9-1.3.3 1.3 1 2.5 1.9 3.4-1 .4-1.7 1-1.7 1.7 0 1 1.9 1.6 4 1.6 1.2 0 2.2-.2 2.8-.6h.2c.6.4 1.6.6 2.8.6 2.1 0 4-.6 4-1.6 0-.7-.7-1.3-1.7-1.7.9-.9 1.6-2.1 1.9-3.4.3.5.6 1 .9 1.3.6.6 1.1.2.9-1-.3-1.7-1.3-3.4-2.2-4.6V8c0-3.5-2.3-6-5.6-6Z"
      />
      <ellipse cx="10.2" cy="7.6" rx=".9" ry="1.3" fill={holes} />
      <ellipse cx="13.8" cy="7.6" rx=".9" ry="1.3" fill={holes} />
    </svg>
  );
}
