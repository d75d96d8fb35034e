/**
 * The home page's fixed content (docs/product.md#visitor): carousel slides, reasons to choose us,
 * testimonials.
 */
export const slides = [
  {
    title: 'Learn Together, Achieve More',
    description:
      'Join study sessions led by experienced tutors and learn alongside motivated peers.',
    image: '/images/slide-study-group.svg',
    alt: 'Three students studying together at a table with laptops',
  },
  {
    title: 'Guidance From Expert Tutors',
    description: 'Tutors share worked examples, materials and feedback that help you improve.',
    image: '/images/slide-expert-tutor.svg',
    alt: 'A tutor pointing at a rising chart on a board',
  },
  {
    title: 'Study on Your Schedule',
    description: 'Pick free or paid sessions whose dates fit your week, and book in a few clicks.',
    image: '/images/slide-flexible-learning.svg',
    alt: 'A clock next to a laptop screen',
  },
] as const;

export const reasons = [
  {
    title: 'Expert Tutors',
    text: 'Every session is led by a tutor approved by our team.',
  },
  {
    title: 'Interactive Sessions',
    text: 'Ask questions, work through problems and get feedback as you go.',
  },
  {
    title: 'Flexible Learning',
    text: 'Choose the sessions and dates that suit you, free or paid.',
  },
] as const;

export const testimonials = [
  {
    name: 'Amina R.',
    quote: 'The algebra sessions finally made equations click for me. I went from a C to an A.',
  },
  {
    name: 'Daniel K.',
    quote: 'Booking is simple and the tutors share materials that I keep using after class.',
  },
  {
    name: 'Sofia L.',
    quote: 'I love writing notes right next to my booked sessions. Everything is in one place.',
  },
] as const;
