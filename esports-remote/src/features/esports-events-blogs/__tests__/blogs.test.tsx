import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogPost } from '@bgmi/shared';
import { filterBlogs, pageCount, pageItems, truncate } from '../blog-rules';
import { BlogCard } from '../components/blog-card';

const blog = (title: string, excerpt: string): BlogPost => ({
  _id: title,
  title,
  excerpt,
  author: 'Ana',
  date: '2024-05-01T00:00:00.000Z',
  media: { filePath: 'pic one.svg', fileType: 'image/svg+xml' },
});

describe('blog rules', () => {
  it('matches title or excerpt, case-insensitive', () => {
    const list = [
      blog('Meta Update', 'patch'),
      blog('Drops', 'The META of drops'),
      blog('Other', 'nothing'),
    ];
    expect(filterBlogs(list, 'meta').map((b) => b.title)).toEqual(['Meta Update', 'Drops']);
    expect(filterBlogs(list, '  ')).toHaveLength(3);
  });

  it('pages by 6 and truncates at 150 characters with an ellipsis', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(7)).toBe(2);
    expect(pageItems([1, 2, 3, 4, 5, 6, 7, 8], 2)).toEqual([7, 8]);
    expect(truncate('a'.repeat(151))).toBe(`${'a'.repeat(150)}...`);
    expect(truncate('a'.repeat(150))).toBe('a'.repeat(150));
  });
});

describe('blog card', () => {
  it('toggles Read More / Show Less and loads media from the uploads path', async () => {
    const long = `${'word '.repeat(40)}END`;
    const { container } = render(<BlogCard blog={blog('Long', long)} />);
    expect(screen.queryByText(/END/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Read More' }));
    expect(screen.getByText(/END/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.queryByText(/END/)).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/uploads\/pic%20one\.svg$/),
    );
  });

  it('has no Read More for a short excerpt', () => {
    render(<BlogCard blog={blog('Short', 'Short text')} />);
    expect(screen.queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();
  });
});
