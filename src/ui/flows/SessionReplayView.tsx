import '@mantine/core/styles/Slider.css';
import { Button, FileButton, Group, NativeSelect, Slider, Stack, Text } from '@mantine/core';
import classes from './SessionReplayView.module.css';

export interface SessionReplayProps {
  /** The loaded session: its machine actors, the one shown, and its steps (start, then each event). */
  session: {
    actors: { id: string; label: string }[];
    actor: string;
    steps: string[];
    step: number;
  } | null;
  error: string;
  onLoad: (file: File) => void;
  onSelectActor: (id: string) => void;
  onStep: (step: number) => void;
  onClose: () => void;
}

/** /__flows 录制回放: load a session exported with 导出会话 and step through one actor with a slider. */
export function SessionReplayView({ session, error, onLoad, onSelectActor, onStep, onClose }: SessionReplayProps) {
  return (
    <Stack gap={6} className={classes.replay} aria-label="录制回放" role="region">
      <Group gap="xs" wrap="nowrap">
        <FileButton onChange={(file) => file && onLoad(file)} accept=".jsonl,.json,application/x-ndjson,text/plain">
          {(props) => (
            <Button size="xs" variant="light" {...props}>
              载入会话
            </Button>
          )}
        </FileButton>
        {session && (
          <>
            <NativeSelect
              size="xs"
              aria-label="回放实例"
              value={session.actor}
              onChange={(e) => onSelectActor(e.currentTarget.value)}
              data={session.actors.map((a) => ({ value: a.id, label: a.label }))}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button size="xs" variant="subtle" color="gray" onClick={onClose}>
              关闭回放
            </Button>
          </>
        )}
      </Group>
      {error && (
        <Text size="xs" c="red.9" role="alert">
          {error}
        </Text>
      )}
      {session && (
        <>
          <Slider
            thumbLabel="回放步骤"
            min={0}
            max={Math.max(0, session.steps.length - 1)}
            step={1}
            value={session.step}
            onChange={onStep}
            label={null}
            mx={4}
          />
          <Text size="xs" className={classes.step} data-testid="flows-replay-step">
            第 {session.step + 1}/{session.steps.length} 步 · {session.steps[session.step]}
          </Text>
        </>
      )}
    </Stack>
  );
}
