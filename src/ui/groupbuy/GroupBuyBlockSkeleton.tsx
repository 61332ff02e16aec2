import { Group, Skeleton } from '@mantine/core';
import classes from './GroupBuyBlock.module.css';

/**
 * The block's usual shape (price, the two buttons, one group to join) while its chunk and its groups load, so the
 * book's sections below do not jump when it arrives.
 */
export function GroupBuyBlockSkeleton() {
  return (
    <section className={classes.block} aria-busy="true" aria-label="拼团加载中">
      <Skeleton height={30} width="70%" />
      <Group grow mt="sm" gap="sm">
        <Skeleton height={52} radius="xl" />
        <Skeleton height={52} radius="xl" />
      </Group>
      <Group mt="sm" gap="sm" wrap="nowrap">
        <Skeleton height={36} circle />
        <Skeleton height={48} />
      </Group>
      <Skeleton height={14} width={72} mt="sm" mx="auto" />
    </section>
  );
}
