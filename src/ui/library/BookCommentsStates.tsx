import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { LoadFailed, StatusView, type ReadFailed } from '../shell/StatusView';

const TO_LIBRARY = '去书库看看';

/** A comments page for no book: the code in the link does not read, or the backend does not know the book. */
export function CommentsBookMissing({ reason, onLibrary }: { reason: 'badLink' | 'gone'; onLibrary: () => void }) {
  return (
    <StatusView
      mark="?"
      title="书籍不存在"
      description={reason === 'badLink' ? '链接中的书籍编号不正确。' : '这本书可能已下架，或链接有误。'}
      actions={[{ label: TO_LIBRARY, primary: true, onClick: onLibrary }]}
    />
  );
}

export function CommentsLoadFailed({ error, onRetry }: ReadFailed) {
  return <LoadFailed title="致谢加载失败" error={error} onRetry={onRetry} />;
}

export function CommentsSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="致谢加载中">
      <Skeleton height={28} width="60%" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={72} />
      ))}
    </Stack>
  );
}

/** The book's title and how many thanks it has. */
export function CommentsHeader({ title, total }: { title: string; total: number }) {
  return (
    <div>
      <Title order={2} size="h4">
        《{title}》
      </Title>
      <Text size="sm" c="dimmed">
        {`共 ${total} 条读者致谢`}
      </Text>
    </div>
  );
}

export function NoComments({ onBook }: { onBook: () => void }) {
  return (
    <StatusView
      mark="✎"
      title="还没有读者致谢"
      description="学完这本书后，来写第一条致谢吧"
      actions={[{ label: '返回书籍', primary: true, onClick: onBook }]}
    />
  );
}
