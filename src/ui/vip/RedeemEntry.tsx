import { Button, Group } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { TicketIcon } from '../pay/icons';
import { RedeemCodeInput } from './RedeemCodeInput';
import { Section } from './Section';
import classes from './RedeemEntry.module.css';
import gold from './gold.module.css';

/** After coins or a code became VIP days. */
export const VIP_DAYS_ADDED_TEXT = '兑换成功，会员天数已到账';

interface RedeemEntryProps {
  /** The redeem call is under way. */
  busy?: boolean;
  /** Why the last code was refused, shown under the field. */
  error?: string | null;
  /** Called with the code uppercased and trimmed; never with an empty code. */
  onRedeem: (code: string) => void;
}

/** A redeem-code field (typed in upper case) and 兑换. */
export function RedeemEntry({ busy = false, error, onRedeem }: RedeemEntryProps) {
  const [code, setCode] = useState('');
  const trimmed = code.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && trimmed) onRedeem(trimmed);
  };

  return (
    <Section title="兑换码" icon={<TicketIcon size={18} />}>
      <form onSubmit={submit} noValidate>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <RedeemCodeInput
            code={code}
            onCodeChange={(value) => setCode(value.toUpperCase())}
            error={error}
            busy={busy}
            classNames={{ input: classes.input }}
          />
          <Button type="submit" radius="xl" px="lg" className={gold.cta} loading={busy} disabled={!trimmed}>
            兑换
          </Button>
        </Group>
      </form>
    </Section>
  );
}
