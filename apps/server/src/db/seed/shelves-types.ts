// The shape of the demo shelves: what a sub-category's listings are called, what they cost and
// which picture shows them. Data tables live in shelves-*.ts, one file per group of categories.

export type ProductShelf = {
  /** A Tabler outline icon that shows this kind of item (node_modules/@tabler/icons). */
  icon: string;
  /** Every M.R.P. of the sub-category falls in this band (rupees). */
  band: readonly [number, number];
  /** Discount band in per cent: appliances rarely go past 25 %, fashion often does. */
  off: readonly [number, number];
  /** 'Brand|Model|M.R.P. of the first variant'; an empty brand for unbranded goods. */
  lines: readonly string[];
  /** 'Suffix|price factor': each line comes in each variant, so names never repeat. */
  variants: readonly string[];
};

export type ServiceShelf = {
  icon: string;
  band: readonly [number, number];
  off: readonly [number, number];
  /**
   * 'Offering|lowest price|highest price' (0|0: quoted on request). Businesses that offer the
   * same service call it the same, as on any directory; one business lists each once.
   */
  offers: readonly string[];
};
