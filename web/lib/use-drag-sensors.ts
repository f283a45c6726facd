import { KeyboardSensor, PointerSensor, useSensor, useSensors, type KeyboardCoordinateGetter } from "@dnd-kit/core";

/** The sensors of a list reordered by dragging: the pointer once it moves 4 px (a click stays a click), and the keyboard. */
export function useDragSensors(coordinateGetter: KeyboardCoordinateGetter) {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
}
