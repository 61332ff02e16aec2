import { HOME_LABEL, LoadFailed, StatusView, type ReadFailed } from '../shell/StatusView';

const TO_LIBRARY = '去书库看看';

/** A book page for a book the link does not name or the backend does not know. */
export function BookMissing({ onLibrary, onHome }: { onLibrary: () => void; onHome: () => void }) {
  return (
    <StatusView
      mark="?"
      title="书籍不存在"
      description="这本书可能已下架，或链接有误"
      actions={[
        { label: TO_LIBRARY, primary: true, onClick: onLibrary },
        { label: HOME_LABEL, onClick: onHome },
      ]}
    />
  );
}

export function BookLoadFailed({ error, onRetry, onLibrary }: ReadFailed & { onLibrary: () => void }) {
  return (
    <LoadFailed title="书籍加载失败" error={error} onRetry={onRetry} also={{ label: TO_LIBRARY, onClick: onLibrary }} />
  );
}
