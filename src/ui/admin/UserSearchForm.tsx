import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

interface UserSearchFormProps {
  initial: string;
  onSearch: (text: string) => void;
}

/** 用户查询's one box: a phone, a nickname, a user id, or a 花号 written h + digits. */
export function UserSearchForm({ initial, onSearch }: UserSearchFormProps) {
  const [text, setText] = useState(initial);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label="查找用户"
          description="手机号、昵称、用户ID，或花号（h 开头，如 h888888）"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: 1 }}
          enterKeyHint="search"
        />
        <Button type="submit">查询</Button>
      </Group>
    </form>
  );
}
