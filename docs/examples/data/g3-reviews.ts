/** Customer reviews of kitchen products: long free text next to short fields. Fixed data. */
export interface Review {
  key: string;
  product: string;
  reviewer: string;
  rating: 1 | 2 | 3 | 4 | 5;
  date: string;
  text: string;
}

export const reviews: Review[] = [
  {
    key: 'r-301',
    product: 'Pour-over kettle, 1 l',
    reviewer: 'Amara Okafor',
    rating: 5,
    date: '2024-02-11',
    text: 'The gooseneck spout gives a slow, even pour, and the built-in thermometer saved me from buying a separate one. The handle stays cool even after a full kettle.',
  },
  {
    key: 'r-302',
    product: 'Burr grinder Pro',
    reviewer: 'Kenji Tanaka',
    rating: 4,
    date: '2024-02-14',
    text: 'Grind size is consistent from espresso to French press. It is louder than I expected and the hopper lid rattles a little, but the coffee tastes noticeably better.',
  },
  {
    key: 'r-303',
    product: 'Glass carafe, 600 ml',
    reviewer: 'Sofia Lindqvist',
    rating: 3,
    date: '2024-02-20',
    text: 'Looks lovely on the table. The glass is thinner than in the photos, so I hand-wash it, and the lid does not sit flat.',
  },
  {
    key: 'r-304',
    product: 'Milk frother',
    reviewer: 'Diego Silva',
    rating: 2,
    date: '2024-03-01',
    text: 'Froths well for the first minute, then the whisk slows down. After three weeks it stopped charging over USB-C; support offered a replacement within two days, which I appreciated.',
  },
  {
    key: 'r-305',
    product: 'Digital scale with timer',
    reviewer: 'Leila Haddad',
    rating: 5,
    date: '2024-03-03',
    text: 'Accurate to a tenth of a gram, starts the timer automatically when water hits the cup, and the rubber mat keeps it from sliding on a wet counter.',
  },
  {
    key: 'r-306',
    product: 'Cold brew bottle',
    reviewer: 'Omar Farouk',
    rating: 4,
    date: '2024-03-09',
    text: 'Fits in the fridge door. The mesh filter is fine enough that I do not need paper filters.',
  },
];
