import { Paper, Text, Title } from '@mantine/core';

/** A feature the operators paused (a feature flag): what is paused and what the learner can still do. */
export function FeaturePaused({ feature, detail }: { feature: string; detail: string }) {
  return (
    <Paper withBorder radius="lg" p="md" role="status" aria-label={`${feature}暂停中`}>
      <Title order={3} size="h5">
        {`${feature}暂停中`}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {detail}
      </Text>
    </Paper>
  );
}
