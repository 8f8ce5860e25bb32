import { Badge, Card, Grid, Group, Radio, Text } from '@mantine/core';
import type { PlanPrice } from '@/api/generated/portal/model';
import { boxSpan, durationName, priceLabel } from '@/lib/plans/plan-rules';

/** The plan-duration boxes: one radio per price, 2, 3 or 4 per row (else full width), the plan held now disabled. */
export function PriceBoxes({
  prices,
  selected,
  disabled = [],
  onSelect,
}: {
  prices: readonly PlanPrice[];
  selected: string | null;
  disabled?: readonly string[];
  onSelect: (priceId: string) => void;
}) {
  const span = boxSpan(prices.length);
  return (
    <Radio.Group value={selected} onChange={onSelect} label="Plan duration" aria-label="Plan duration">
      <Grid mt="xs">
        {prices.map((price) => {
          const current = disabled.includes(price.id);
          return (
            <Grid.Col key={price.id} span={{ base: 12, sm: span }}>
              <Card withBorder radius="md" padding="md" bg={selected === price.id ? 'teal.0' : undefined}>
                <Radio
                  value={price.id}
                  disabled={current}
                  label={
                    <Group gap="xs">
                      <Text fw={700}>{durationName(price)}</Text>
                      {current && (
                        <Badge size="sm" variant="light" color="gray">
                          Current plan
                        </Badge>
                      )}
                    </Group>
                  }
                  description={priceLabel(price)}
                />
              </Card>
            </Grid.Col>
          );
        })}
      </Grid>
    </Radio.Group>
  );
}
