import { KeyboardCode, type ClientRect, type KeyboardCoordinateGetter } from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";

const middle = (rect: ClientRect) => rect.top + rect.height / 2;

/**
 * Arrow keys move a picked-up section exactly one place up or down, whatever the heights of the
 * sections around it (dnd-kit's default moves by position, so a short heading would jump over a
 * tall picture): the section's middle is put on the middle of the next one.
 */
export const onePlaceAtATime: KeyboardCoordinateGetter = (event, args) => {
  if (event.code !== KeyboardCode.Down && event.code !== KeyboardCode.Up)
    return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers, over, active } = args.context;
  if (!collisionRect || !active) return undefined;
  const ordered = droppableContainers
    .getEnabled()
    .map((container) => ({ id: container.id, rect: droppableRects.get(container.id) }))
    .filter((c): c is { id: typeof c.id; rect: ClientRect } => c.rect !== undefined)
    .sort((a, b) => a.rect.top - b.rect.top);
  const here = ordered.findIndex((c) => c.id === (over?.id ?? active.id));
  const next = ordered[here + (event.code === KeyboardCode.Down ? 1 : -1)];
  if (here < 0 || !next) return undefined;
  return { x: args.currentCoordinates.x, y: args.currentCoordinates.y + middle(next.rect) - middle(collisionRect) };
};
