import '@mantine/core/styles/SegmentedControl.css';
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import type { CardTemplate, TemplateDraft } from '../../domain/cardPackage';
import { CardFrame } from '../cards/CardFrame';
import { InlineRetry } from '../shell/InlineRetry';
import { PACKAGE_COPY } from './packageCopy';

const { templates: COPY } = PACKAGE_COPY;

export type PreviewSide = 'front' | 'back';

/** The parts of a template the editor changes, in the order they are edited. */
const TEMPLATE_FIELDS = ['front', 'back', 'css'] as const satisfies readonly (keyof TemplateDraft)[];

export interface TemplateEditorProps {
  /** Each template with its note type's name. */
  templates: { template: CardTemplate; modelName: string }[];
  selected: string;
  draft: TemplateDraft;
  fields: string[];
  modelName: string;
  side: PreviewSide;
  /** The preview of the draft, sanitized; null while it is drawn. */
  previewHtml: string | null;
  dark: boolean;
  dirty: boolean;
  saving: boolean;
  saved: boolean;
  /** The form's own finding or the server's refusal; the edit stays as typed. */
  error: string;
  onSelect: (templateId: string) => void;
  onChange: (draft: TemplateDraft) => void;
  onSide: (side: PreviewSide) => void;
  onSave: () => void;
}

/** 模板: the front, back and CSS of a card template, with a live preview of a sample note in the card frame. */
export function TemplateEditor(props: TemplateEditorProps) {
  const { draft, onChange } = props;
  return (
    <Stack gap="sm" p="md">
      {props.templates.length > 1 && (
        <SegmentedControl
          fullWidth
          aria-label={COPY.choose}
          value={props.selected}
          onChange={props.onSelect}
          data={props.templates.map(({ template, modelName }) => ({
            value: template.template_id,
            label: `${modelName} · ${template.name}`,
          }))}
        />
      )}
      <Text size="xs" c="dimmed">
        {COPY.fields(props.fields)}
      </Text>
      {TEMPLATE_FIELDS.map((field) => (
        <Textarea
          key={field}
          label={COPY[field]}
          rows={3}
          value={draft[field]}
          onChange={(e) => onChange({ ...draft, [field]: e.currentTarget.value })}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      ))}
      {props.error && <InlineRetry error={props.error} />}
      <Group justify="space-between">
        {props.dirty ? (
          <Badge color="orange" variant="light">
            {COPY.unsaved}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed" role="status">
            {props.saved ? COPY.saved : ''}
          </Text>
        )}
        <Button onClick={props.onSave} loading={props.saving} disabled={!props.dirty}>
          {COPY.save}
        </Button>
      </Group>
      <Group justify="space-between" mt="sm">
        <Title order={3} size="h5">
          {COPY.preview}
        </Title>
        <SegmentedControl
          size="xs"
          value={props.side}
          onChange={(value) => props.onSide(value === 'back' ? 'back' : 'front')}
          data={[
            { value: 'front', label: PACKAGE_COPY.preview.front },
            { value: 'back', label: PACKAGE_COPY.preview.back },
          ]}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {COPY.previewNote(props.modelName)}
      </Text>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }} aria-busy={props.previewHtml === null}>
        <CardFrame
          html={props.previewHtml ?? ''}
          css={draft.css}
          dark={props.dark}
          title={`${COPY.preview} · ${props.side === 'front' ? PACKAGE_COPY.preview.front : PACKAGE_COPY.preview.back}`}
        />
      </Paper>
    </Stack>
  );
}
