/** The seven blog categories, in the order the badges show them. */
export const blogCategories = ['Case Study', 'Trends', 'Guide', 'Analysis', 'Management', 'Legal', 'Strategy'] as const;
export type BlogCategory = (typeof blogCategories)[number];
