import { Anchor, Checkbox, Stack, Text } from '@mantine/core';
import { renewalTerms } from './price';
import classes from './AutoRenewAgreement.module.css';

interface AutoRenewAgreementProps {
  /** Controlled; the caller starts it false (never pre-ticked). */
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** 《自动续费服务协议》 opens here, in a new tab. */
  agreementUrl: string;
  /** Cents charged at each renewal. */
  renewPrice: number;
  renewPeriodDays: number;
  /** The first renewal day, already formatted, when known. */
  firstRenewalDate?: string;
  /** An error, such as 请先阅读并同意《自动续费服务协议》, shown in red under the checkbox. */
  hint?: string;
}

/** The auto-renew disclosure and its consent checkbox, shown before purchase of an auto-renew SKU. */
export function AutoRenewAgreement({
  checked,
  onChange,
  agreementUrl,
  renewPrice,
  renewPeriodDays,
  firstRenewalDate,
  hint,
}: AutoRenewAgreementProps) {
  return (
    <Stack className={classes.box} gap={8}>
      <Text fz="sm" fw={600} c="var(--app-gold-text)" lh={1.5}>
        {renewalTerms(renewPrice, renewPeriodDays)}
      </Text>
      <Text fz="xs" c="dimmed" lh={1.6}>
        {firstRenewalDate ? `首次续费日为 ${firstRenewalDate}，` : ''}
        每个周期到期时按上述价格自动扣费。取消后到期不再扣费，已开通的会员不受影响。
      </Text>
      <Checkbox
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        color="gold.5"
        radius="xl"
        size="sm"
        mt={4}
        error={hint}
        aria-invalid={hint ? true : undefined}
        classNames={{ label: classes.label }}
        label={
          <>
            我已阅读并同意
            <Anchor href={agreementUrl} target="_blank" rel="noopener noreferrer" inherit c="gold.6" fw={500}>
              《自动续费服务协议》
            </Anchor>
          </>
        }
      />
    </Stack>
  );
}
