import { Paper, Stack, Text } from '@mantine/core';
import type { ProductIngredient } from '@/api/generated/portal/model';

/** The Ingredients tab of a product imported from a label: each ingredient as it was saved. */
export function ProductIngredients({ ingredients }: { ingredients: readonly ProductIngredient[] }) {
  if (ingredients.length === 0) return <Text c="gray.7">Ingredients information not available.</Text>;
  return (
    <Stack gap="sm">
      {ingredients.map((ingredient, index) => (
        <Paper key={ingredient.id ?? index} withBorder p="sm" radius="md">
          <Text fw={600}>{ingredient.title}</Text>
          {ingredient.description && (
            <Text size="sm" c="gray.7">
              {ingredient.description}
            </Text>
          )}
          {ingredient.external_id && <Text size="xs">Static batch number: {ingredient.external_id}</Text>}
        </Paper>
      ))}
    </Stack>
  );
}
