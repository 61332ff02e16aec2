import { useEffect, useState, useSyncExternalStore } from 'react';
import type { StateValue } from 'xstate';
import { machineRegistry } from '../../machines/registry';
import type { ChartLayout, LiveActorOption, StateDetail } from '../../ui/flows/chartTypes';
import type { FlowsViewerViewProps } from '../../ui/flows/FlowsViewerView';
import { layoutMachine } from './chartLayout';
import { acceptedEvents, activeStateIds, contextJson, valueText } from './chartState';
import { liveActors, type LiveActor } from './liveActors';
import type { ReplayedState } from './useSessionReplay';

const noop = () => () => {};
const zero = () => 0;

interface MachineSnapshot {
  value?: StateValue;
  context?: unknown;
  status?: string;
}

const statusText = (status: string | undefined) =>
  status === 'replay' ? '（回放）' : status && status !== 'active' ? `（${status}）` : '';

const time = (ms: number) => new Date(ms).toLocaleTimeString('zh-CN', { hour12: false });

/** The machine the viewer showed last, so reopening the overlay shows it again. */
let lastMachine: string | undefined;

/** The registry's machines, then those drawn from an inspector stream's definitions. */
type CatalogueEntry = Pick<(typeof machineRegistry)[number], 'name' | 'description' | 'machine'>;

/** The machine of the running actor that changed last (a root actor first: the one a headless run drives). */
function defaultMachine(actors: LiveActor[], catalogue: CatalogueEntry[]): string {
  const ids = new Set(catalogue.map((e) => e.machine.id));
  const running = actors.filter((a) => a.machineId && ids.has(a.machineId) && liveActors?.isRunning(a));
  const newest = running.find((a) => !a.parentId) ?? running[0];
  const entry = catalogue.find((e) => e.machine.id === newest?.machineId);
  return entry?.name ?? catalogue[0]!.name;
}

/** Everything the flows viewer shows, from the registry and the live actors of this tab and the others. */
export function useFlowsViewer(initialMachine?: string, replayed?: ReplayedState) {
  useSyncExternalStore(liveActors?.subscribe ?? noop, liveActors?.version ?? zero);
  const all = liveActors?.list() ?? [];
  const listed = (id: string) => machineRegistry.some((e) => e.machine.id === id);
  const drawn = (liveActors?.drawnMachines() ?? []).filter((d) => !listed(d.machine.id));
  const catalogue: CatalogueEntry[] = [...machineRegistry, ...drawn];
  // A page that receives a stream follows its newest actor's machine until one is picked.
  const following = liveActors?.streaming() === true && initialMachine === undefined;
  const [picked, setMachine] = useState(() => {
    const wanted = initialMachine ?? lastMachine;
    if (following) return undefined;
    return machineRegistry.some((e) => e.name === wanted) ? wanted! : defaultMachine(all, catalogue);
  });
  const machine = picked ?? defaultMachine(all, catalogue);
  const [chosenActor, setChosenActor] = useState<string>();
  const [selectedState, setSelectedState] = useState<string>();
  const [zoom, setZoom] = useState(1);

  // A recorded session's step (录制回放) shows its own machine and state instead of a live actor.
  const replayEntry = replayed && machineRegistry.find((e) => e.name === replayed.machine);
  const entry = replayEntry ?? catalogue.find((e) => e.name === machine) ?? machineRegistry[0]!;
  const [laidOut, setLaidOut] = useState<{ name: string; layout: ChartLayout }>();
  useEffect(() => {
    let current = true;
    void layoutMachine(entry.machine).then((layout) => current && setLaidOut({ name: entry.name, layout }));
    return () => {
      current = false;
    };
  }, [entry]);
  const layout = laidOut?.name === entry.name ? laidOut.layout : undefined;

  const ofMachine = (id: string) => all.filter((a) => a.machineId === id);
  const actors = ofMachine(entry.machine.id);
  const actor = actors.find((a) => a.sessionId === chosenActor) ?? actors[0];
  const snapshot = (
    replayEntry ? { value: replayed!.value, status: 'replay' } : (actor?.snapshot ?? actor?.ref?.getSnapshot())
  ) as MachineSnapshot | undefined;
  const activeIds = snapshot?.value === undefined ? [] : activeStateIds(entry.machine, snapshot.value);

  const options: LiveActorOption[] = actors.map((a) => {
    const s = (a.snapshot ?? a.ref?.getSnapshot()) as MachineSnapshot | undefined;
    const ended = !liveActors?.isRunning(a);
    return {
      sessionId: a.sessionId,
      label: `${a.sessionId} · ${valueText(s?.value)} · ${time(a.createdAt)}${ended ? '（已结束）' : ''}`,
    };
  });

  const detail: StateDetail | undefined = selectedState
    ? {
        id: selectedState,
        active: activeIds.includes(selectedState),
        context: snapshot ? contextJson(snapshot.context) : null,
        events: acceptedEvents(entry.machine, selectedState),
      }
    : undefined;

  const current =
    snapshot?.value === undefined ? undefined : `${valueText(snapshot.value)}${statusText(snapshot.status)}`;

  const view: FlowsViewerViewProps = {
    machines: catalogue.map((e) => ({
      name: e.name,
      description: e.description,
      live: ofMachine(e.machine.id).filter((a) => liveActors?.isRunning(a)).length,
    })),
    machine: entry.name,
    onSelectMachine: (name) => {
      lastMachine = name;
      setMachine(name);
      setChosenActor(undefined);
      setSelectedState(undefined);
    },
    layout,
    actors: replayEntry ? [] : options,
    actor: actor?.sessionId,
    onSelectActor: setChosenActor,
    current,
    activeIds,
    detail,
    onSelectState: (id) => setSelectedState((was) => (was === id ? undefined : id)),
    onCloseDetail: () => setSelectedState(undefined),
    zoom,
    onZoom: setZoom,
  };
  return { view, summary: current === undefined ? entry.name : `${entry.name} · ${current}` };
}
