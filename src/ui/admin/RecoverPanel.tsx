import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { ErrorAlert } from './ErrorAlert';
import classes from './StaffList.module.css';

export interface RecoverField {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

interface RecoverPanelProps {
  title: string;
  description: string;
  fields: RecoverField[];
  /** The id the admin must type again, once 恢复 was asked; null before. */
  confirm: { expected: string; typed: string; onType: (value: string) => void; onCancel: () => void } | null;
  busy: boolean;
  error: string;
  done: string;
  onAsk: () => void;
  onSend: () => void;
}

/** One kind of 数据恢复: the ids, then the id typed again to confirm, then what was restored. */
export function RecoverPanel({
  title,
  description,
  fields,
  confirm,
  busy,
  error,
  done,
  onAsk,
  onSend,
}: RecoverPanelProps) {
  const heading = `recover-${title}`;
  return (
    <Stack gap="sm" className={classes.panel} component="section" aria-labelledby={heading}>
      <Title id={heading} order={2} size="h5">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
      {fields.map((field) => (
        <TextInput
          key={field.label}
          label={field.label}
          value={field.value}
          disabled={Boolean(confirm) || busy}
          onChange={(event) => field.onChange(event.currentTarget.value)}
        />
      ))}
      {confirm ? (
        <>
          <Alert color="orange" variant="light">
            恢复会覆盖现有数据，无法撤销。请再输入一次 {confirm.expected} 确认。
          </Alert>
          <TextInput
            label="确认ID"
            value={confirm.typed}
            disabled={busy}
            onChange={(event) => confirm.onType(event.currentTarget.value)}
          />
          <Button color="red" loading={busy} disabled={confirm.typed.trim() !== confirm.expected} onClick={onSend}>
            确定恢复
          </Button>
          <Button variant="default" disabled={busy} onClick={confirm.onCancel}>
            取消
          </Button>
        </>
      ) : (
        <Button variant="light" onClick={onAsk}>
          恢复
        </Button>
      )}
      <ErrorAlert error={error} />
      {done && (
        <Text size="sm" c="jade.9" role="status">
          {done}
        </Text>
      )}
    </Stack>
  );
}
