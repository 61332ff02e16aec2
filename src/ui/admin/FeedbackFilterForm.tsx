import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { REMARK_TYPES, type RemarkType } from '../../domain/creatorCentre';

/** 反馈处理's filters (spec §3): content, reporter, book title, type, shown, remark type and book id; empty ones are left out. */
export interface FeedbackFilterValues {
  content: string;
  nickname: string;
  title: string;
  type: '' | 'COMMENT' | 'REPORT';
  shown: '' | 'true' | 'false';
  remark: '' | RemarkType;
  bookId: string;
}

export const NO_FILTERS: FeedbackFilterValues = {
  content: '',
  nickname: '',
  title: '',
  type: '',
  shown: '',
  remark: '',
  bookId: '',
};

export function FeedbackFilterForm({ onApply }: { onApply: (filters: FeedbackFilterValues) => void }) {
  const [filters, setFilters] = useState(NO_FILTERS);
  const field = (key: keyof FeedbackFilterValues) => ({
    value: filters[key],
    onChange: (event: { currentTarget: { value: string } }) =>
      setFilters({ ...filters, [key]: event.currentTarget.value }),
  });
  return (
    <form
      role="search"
      aria-label="筛选反馈"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(filters);
      }}
    >
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
        <TextInput label="内容" size="xs" {...field('content')} />
        <TextInput label="反馈人" size="xs" {...field('nickname')} />
        <TextInput label="书名" size="xs" {...field('title')} />
        <TextInput label="书籍ID" size="xs" inputMode="numeric" {...field('bookId')} />
        <NativeSelect
          label="类型"
          size="xs"
          data={[
            { value: '', label: '全部' },
            { value: 'COMMENT', label: '评价' },
            { value: 'REPORT', label: '举报' },
          ]}
          {...field('type')}
        />
        <NativeSelect
          label="评价"
          size="xs"
          data={[{ value: '', label: '全部' }, ...REMARK_TYPES]}
          {...field('remark')}
        />
        <NativeSelect
          label="书籍页展示"
          size="xs"
          data={[
            { value: '', label: '全部' },
            { value: 'true', label: '已展示' },
            { value: 'false', label: '未展示' },
          ]}
          {...field('shown')}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="xs" gap="xs">
        <Button
          type="button"
          variant="default"
          size="xs"
          onClick={() => {
            setFilters(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          清除
        </Button>
        <Button type="submit" size="xs">
          筛选
        </Button>
      </Group>
    </form>
  );
}
