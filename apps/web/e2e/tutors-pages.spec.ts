import { expect, test } from './support/fixtures';

/*
 * The tutors list counts every tutor there is, so this runs on a server where no other journey
 * makes tutors meanwhile (the `whole-site` project, playwright.config.ts).
 */
test('/tutors shows 6 tutors per page across at least 3 pages', async ({
  page,
  request,
  makeUser,
}) => {
  for (let i = 0; i < 13; i++) await makeUser('tutor');
  const totalHeader = (await request.get('/api/users?role=tutor&limit=1')).headers()[
    'x-total-count'
  ];
  const total = Number(totalHeader);
  const lastPage = Math.ceil(total / 6);
  expect(lastPage).toBeGreaterThanOrEqual(3);

  const cards = page.getByRole('main').getByRole('article');
  const pages = page.getByRole('navigation', { name: 'Tutors pages' });
  await page.goto('/tutors');
  await expect(page.getByRole('heading', { name: 'Our Tutors' })).toBeVisible();
  await expect(cards).toHaveCount(6);
  // A long list offers the first and last pages and the current one's neighbours.
  await expect(pages.getByRole('button', { name: '1', exact: true })).toBeVisible();
  await expect(pages.getByRole('button', { name: String(lastPage), exact: true })).toBeVisible();
  await expect(cards.first().getByRole('img').first()).toHaveAttribute(
    'src',
    '/images/default-avatar.svg',
  );

  await pages.getByRole('button', { name: '3', exact: true }).click();
  await expect(page).toHaveURL(/\/tutors\?page=3$/);
  await expect(cards).toHaveCount(lastPage === 3 ? total - 12 : 6);

  await pages.getByRole('button', { name: String(lastPage), exact: true }).click();
  await expect(cards).toHaveCount(total - (lastPage - 1) * 6);
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

  // A page past the last (an old link) shows the last page, in place of the address asked for.
  await page.goto(`/tutors?page=${lastPage + 5}`);
  await expect(page).toHaveURL(new RegExp(`/tutors\\?page=${lastPage}$`));
  await expect(pages.getByRole('button', { name: String(lastPage), exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(cards).toHaveCount(total - (lastPage - 1) * 6);
});
