import { Alert, Button, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { ApplicationErrors, CreatorApplication } from '../../domain/creator';
import classes from './CreatorApplyView.module.css';
import jade from '../shell/jade.module.css';

/** The notice over the form after a rejection. */
export const lastRejection = (reason: string) => `上次申请未通过：${reason}。修改后可以重新提交。`;

export type CreatorApplyState =
  | { kind: 'checking' }
  | {
      kind: 'form';
      form: CreatorApplication;
      errors: ApplicationErrors;
      /** The backend's refusal, or the reason a previous application was rejected. */
      notice: { tone: 'error' | 'info'; text: string } | null;
      busy: boolean;
      introMax: number;
    };

interface CreatorApplyViewProps {
  state: CreatorApplyState;
  onChange: (field: keyof CreatorApplication, value: string) => void;
  onSubmit: () => void;
}

const FIELDS: { field: Exclude<keyof CreatorApplication, 'intro'>; label: string; placeholder: string }[] = [
  { field: 'name', label: '姓名', placeholder: '真实姓名' },
  { field: 'phone', label: '手机号', placeholder: '11位手机号' },
  { field: 'address', label: '详细地址', placeholder: '省市区、街道和门牌号，用于寄送合同' },
  { field: 'postcode', label: '邮政编码', placeholder: '6位数字' },
];

/** /creator/apply: what a creator gets, and the application form (spec §5 default messages). */
export function CreatorApplyView({ state, onChange, onSubmit }: CreatorApplyViewProps) {
  if (state.kind === 'checking')
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="申请信息加载中">
        <Skeleton height={120} radius="lg" />
        <Skeleton height={320} radius="lg" />
      </Stack>
    );
  return (
    <Stack gap="md">
      <section className={`${jade.hero} ${classes.hero}`} aria-label="创作者计划">
        <Title order={2} size="h3" c="white">
          成为花卡创作者
        </Title>
        <Text size="sm" c="white" opacity={0.92} mt={6}>
          发布你的书籍和卡包，读者购买与租阅都有收入分成
        </Text>
      </section>
      {state.notice && (
        <Alert color={state.notice.tone === 'error' ? 'red' : 'orange'} radius="md" role="alert">
          {state.notice.text}
        </Alert>
      )}
      <form
        className={classes.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          {FIELDS.map(({ field, label, placeholder }) => (
            <TextInput
              key={field}
              label={label}
              placeholder={placeholder}
              withAsterisk
              value={state.form[field]}
              error={state.errors[field]}
              inputMode={field === 'phone' || field === 'postcode' ? 'numeric' : undefined}
              maxLength={field === 'phone' ? 11 : field === 'postcode' ? 6 : 100}
              onChange={(event) => onChange(field, event.currentTarget.value)}
            />
          ))}
          <Textarea
            label="创作方向"
            placeholder="想发布哪类书籍？可以附上你的代表作品（选填）"
            rows={3}
            maxLength={state.introMax}
            value={state.form.intro}
            description={`${state.form.intro.length}/${state.introMax}`}
            onChange={(event) => onChange('intro', event.currentTarget.value)}
          />
          <Button type="submit" size="lg" radius="xl" loading={state.busy} mt="xs">
            提交申请
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
