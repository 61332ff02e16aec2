import { useState } from 'react';
import type { StateValue } from 'xstate';
import type { SessionReplayProps } from '../../ui/flows/SessionReplayView';
import { readLog, type SessionLine } from './sessionLog';
import { valueText } from './chartState';

type Start = Extract<SessionLine, { kind: 'start' }>;
type Event = Extract<SessionLine, { kind: 'event' }>;

/** A file's text through FileReader, which every browser (and jsdom) has. */
const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('读取失败'));
    reader.readAsText(file);
  });

/** The state a replay step shows on the chart. */
export interface ReplayedState {
  machine: string;
  value: StateValue;
}

/** /__flows 录制回放: a session file (导出会话), one of its actors, and the step the slider is at. */
export function useSessionReplay(): { props: SessionReplayProps; replayed?: ReplayedState } {
  const [lines, setLines] = useState<SessionLine[] | null>(null);
  const [error, setError] = useState('');
  const [actorId, setActorId] = useState<string>();
  const [step, setStep] = useState(0);

  const starts = (lines ?? []).filter((l): l is Start => l.kind === 'start');
  const start = starts.find((s) => s.actor === actorId) ?? starts[0];
  const events = (lines ?? []).filter((l): l is Event => l.kind === 'event' && l.actor === start?.actor);
  const steps = start
    ? [
        { label: `开始 → ${valueText(start.state as StateValue)}`, state: start.state },
        ...events.map((e) => ({ label: `${e.event.type} → ${valueText(e.state as StateValue)}`, state: e.state })),
      ]
    : [];
  const at = steps[Math.min(step, steps.length - 1)];

  const props: SessionReplayProps = {
    session: start
      ? {
          actors: starts.map((s) => ({ id: s.actor, label: `${s.machine} · ${s.actor}` })),
          actor: start.actor,
          steps: steps.map((s) => s.label),
          step: Math.min(step, steps.length - 1),
        }
      : null,
    error,
    onLoad: (file) =>
      void readText(file)
        .then((text) => {
          const read = readLog(text);
          if (!read.some((l) => l.kind === 'start')) throw new Error('没有状态机的记录');
          setLines(read);
          setActorId(undefined);
          setStep(0);
          setError('');
        })
        .catch((cause: unknown) =>
          setError(`无法读取这个会话文件：${cause instanceof Error ? cause.message : String(cause)}`),
        ),
    onSelectActor: (id) => {
      setActorId(id);
      setStep(0);
    },
    onStep: setStep,
    onClose: () => {
      setLines(null);
      setError('');
    },
  };
  return { props, replayed: start && at ? { machine: start.machine, value: at.state as StateValue } : undefined };
}
