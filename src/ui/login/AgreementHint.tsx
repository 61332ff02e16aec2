import { Anchor, Text } from '@mantine/core';

export interface AgreementLinks {
  agreementUrl: string;
  privacyUrl: string;
}

/** 登录即表示同意《用户协议》和《隐私政策》, with the two titles opening in a new tab. */
export function AgreementHint({ agreementUrl, privacyUrl }: AgreementLinks) {
  return (
    <Text size="xs" c="dimmed" ta="center" lh={1.6}>
      登录即表示同意
      <Anchor href={agreementUrl} target="_blank" rel="noopener noreferrer" inherit c="jade.9">
        《用户协议》
      </Anchor>
      和
      <Anchor href={privacyUrl} target="_blank" rel="noopener noreferrer" inherit c="jade.9">
        《隐私政策》
      </Anchor>
    </Text>
  );
}
