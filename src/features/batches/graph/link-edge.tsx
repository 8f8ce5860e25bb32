import { BezierEdge, getBezierPath, useStore, type EdgeProps, type ReactFlowState } from '@xyflow/react';
import { memo, useCallback } from 'react';

/** Flow units around the view within which a label is still drawn: a label is wider than the point it is centred on. */
const LABEL_MARGIN = 150;

/** Whether a point of the flow lies in the view (or near it). */
export function pointInView(
  { transform: [tx, ty, zoom], width, height }: Pick<ReactFlowState, 'transform' | 'width' | 'height'>,
  x: number,
  y: number,
) {
  const left = -tx / zoom - LABEL_MARGIN;
  const top = -ty / zoom - LABEL_MARGIN;
  return (
    x >= left && x <= left + width / zoom + 2 * LABEL_MARGIN && y >= top && y <= top + height / zoom + 2 * LABEL_MARGIN
  );
}

/**
 * React Flow's default (bezier) edge, its label drawn only while the label's place is in view: a long edge crossing
 * the view of a large tree has its middle, where the label sits, far outside it.
 */
export const LinkEdge = memo(function LinkEdge(props: EdgeProps) {
  const [, labelX, labelY] = getBezierPath(props);
  const labelInView = useStore(useCallback((s: ReactFlowState) => pointInView(s, labelX, labelY), [labelX, labelY]));
  return <BezierEdge {...props} label={labelInView ? props.label : undefined} />;
});
