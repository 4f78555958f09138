/** What the rows (or cards) of a list can do with their item: a handler for each action, given the item. */
export type RowActions<Item, Action extends string> = Record<Action, (item: Item) => void>;
