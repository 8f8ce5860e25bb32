import { Button, Card, Divider, Group, List, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { PlanProduct } from '@/api/generated/portal/model';
import { SUPPORT_URL } from '@/components/layout/menu-rules';
import { saveChosenPlan } from '@/components/plans/chosen-plan';
import { priceLabel, productLimitLines, visiblePrices } from '@/lib/plans/plan-rules';
import classes from './plan-card.module.css';
import { offersIntervalChange, PLAN_BUTTONS, type PlanButton } from './plans-rules';

/** Where CONTACT US goes: VITE_CONTACT_URL, else the support address, else an email to sales. */
const CONTACT_URL: string =
  (import.meta.env.VITE_CONTACT_URL as string | undefined) || SUPPORT_URL || 'mailto:sales@example.com';

interface PlanCardProps {
  readonly product: PlanProduct;
  readonly button: PlanButton;
}

/** A plan: name, description, limits and prices, and the one button the rules give it. */
export function PlanCard({ product, button }: PlanCardProps) {
  const prices = visiblePrices(product.product_plan);
  const limits = productLimitLines(product);
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={product.prouct_name}>
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4">
          {product.prouct_name}
        </Title>
        {product.description && (
          <Text size="sm" c="gray.8">
            {product.description}
          </Text>
        )}
        {prices.length > 0 && (
          <Stack gap={2} aria-label="Prices">
            {prices.map((price) => (
              <Text key={price.id} fw={700} size="lg">
                {priceLabel(price)}
              </Text>
            ))}
          </Stack>
        )}
        {limits.length > 0 && (
          <>
            <Divider />
            <List size="sm" spacing={4} aria-label="Limits">
              {limits.map((line) => (
                <List.Item key={line.key}>
                  <Text span size="sm">
                    {line.label}:{' '}
                  </Text>
                  <Text span size="sm" fw={600}>
                    {line.value}
                  </Text>
                </List.Item>
              ))}
            </List>
          </>
        )}
        {/* Each button as wide as its words: side by side where they fit, one under the other where they do not
            ('YOUR CURRENT PLAN' beside 'UPDATE PLAN' is cut on a 375 px card otherwise). */}
        <Group mt="auto" pt="sm" gap="xs" className={classes.actions}>
          <CardAction product={product} button={button} />
          {offersIntervalChange(product, button) && <UpgradeButton product={product} />}
        </Group>
      </Stack>
    </Card>
  );
}

function UpgradeButton({ product }: { product: PlanProduct }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="light"
      onClick={() => void navigate({ to: '/plans/upgrade/$productID', params: { productID: product.product_id } })}
    >
      {PLAN_BUTTONS.update}
    </Button>
  );
}

function CardAction({ product, button }: PlanCardProps) {
  const navigate = useNavigate();
  const label = PLAN_BUTTONS[button];
  switch (button) {
    case 'contact':
      return (
        <Button component="a" href={CONTACT_URL} target="_blank" rel="noreferrer" variant="outline">
          {label}
        </Button>
      );
    case 'current':
      return (
        <Button disabled variant="default">
          {label}
        </Button>
      );
    case 'update':
      return <UpgradeButton product={product} />;
    case 'add':
      return (
        <Button
          onClick={() => void navigate({ to: '/plans/buyNew/$productID', params: { productID: product.product_id } })}
        >
          {label}
        </Button>
      );
    case 'signup':
    case 'complete': {
      const first = visiblePrices(product.product_plan)[0];
      const chosen = { product, priceId: first?.id };
      return (
        <Button
          onClick={() => {
            saveChosenPlan(chosen);
            void navigate({
              to: '/registration/$plantype',
              params: { plantype: first?.interval ?? 'month' },
              state: { chosenPlan: chosen },
            });
          }}
        >
          {label}
        </Button>
      );
    }
  }
}
