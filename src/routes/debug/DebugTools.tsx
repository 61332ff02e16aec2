import { useEffect, useState } from 'react';
import { page } from '../../services/platform';
import { DemoPanel } from '../../demo/DemoPanel';
import { DebugPanelView } from '../../ui/DebugPanelView';
import { clientStore, envFacts } from '../app';
import { useTapRun } from '../useTapRun';

const OPEN_TAPS = 3;
/** Taps count in this square at the top-right corner; they still reach whatever lies there. */
const CORNER_PX = 44;

function browserKind(): string {
  if (envFacts.isWx) return '微信内置浏览器';
  if (envFacts.isQQ) return 'QQ内置浏览器';
  return '普通浏览器';
}

/** The debug panel of non-production builds: opens on F1 or three quick taps at the top-right corner. */
export default function DebugTools() {
  const [opened, setOpened] = useState(false);
  const { tap } = useTapRun(OPEN_TAPS, () => setOpened(true));

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.clientX >= window.innerWidth - CORNER_PX && event.clientY <= CORNER_PX) tap();
    };
    window.addEventListener('click', onClick, { capture: true });
    return () => window.removeEventListener('click', onClick, { capture: true });
  }, [tap]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F1') return;
      event.preventDefault();
      setOpened(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <DebugPanelView
      opened={opened}
      onClose={() => setOpened(false)}
      apiEnv={envFacts.apiEnv}
      apiEnvLocked={envFacts.apiEnvForced}
      onApiEnvChange={(apiEnv) => {
        clientStore.update({ debug: { ...clientStore.get().debug, apiEnv } });
        page.reload();
      }}
      facts={[
        { label: '版本', value: envFacts.gitCommit },
        { label: '运行环境', value: envFacts.env },
        { label: '浏览器', value: browserKind() },
        { label: '接口地址', value: envFacts.apiURL },
      ]}
    >
      <DemoPanel reload={page.reload} />
    </DebugPanelView>
  );
}
