import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../tests/setup/axe';
import { createHtmlSanitizer } from './html-sanitizer';
import { SafeHtml } from './SafeHtml';

const CMS_TEXT =
  '<h2>Sommertilbud</h2><p>Jordbær fra Lier, <strong>2 for 50</strong>. Se <a href="/kampanje/sommer" target="_blank" onclick="alert(1)">alle tilbud</a>.</p><img src=x onerror="alert(1)">';

describe('SafeHtml', () => {
  it('renders the sanitised markup: a link by role and name, without handlers or images', async () => {
    const { container } = render(<SafeHtml html={CMS_TEXT} className="kurv-cms" />);
    const link = screen.getByRole('link', { name: 'alle tilbud' });
    expect(link).toHaveAttribute('href', '/kampanje/sommer');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('onclick');
    expect(screen.getByRole('heading', { name: 'Sommertilbud', level: 2 })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(container.firstElementChild).toHaveClass('kurv-cms');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('removes a javascript: href but keeps the text', () => {
    render(<SafeHtml as="span" html={'<a href="jav&#x09;ascript:alert(1)">Klikk</a>'} />);
    expect(screen.getByText('Klikk')).not.toHaveAttribute('href');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('uses the element asked for, and renders nothing for a missing text', () => {
    const { container, rerender } = render(<SafeHtml as="p" html="Ost &amp; kjeks" />);
    expect(container.innerHTML).toBe('<p>Ost &amp; kjeks</p>');
    rerender(<SafeHtml as="span" html={null} />);
    expect(container.innerHTML).toBe('<span></span>');
  });

  it('sets the allowed style through the CSSOM, as a strict Content-Security-Policy lets through (issue 37)', () => {
    const { container, rerender } = render(<SafeHtml html={'<p>Åpent <em style="color: rgb(200, 0, 0)">fra mandag</em></p>'} />);
    const emphasis = container.querySelector('em');
    expect(emphasis?.style.color).toBe('rgb(200, 0, 0)');
    expect(emphasis).toHaveTextContent('fra mandag');
    rerender(<SafeHtml as="span" html={'<p>Åpent <em style="color: rgb(200, 0, 0)">fra mandag</em></p>'} />);
    expect(container.querySelector('span em')?.getAttribute('style')).toBe('color: rgb(200, 0, 0);');
  });

  it('shows the literal markup as text when DOMPurify cannot run', () => {
    const { container } = render(<SafeHtml html={CMS_TEXT} sanitizer={createHtmlSanitizer({ window: null })} />);
    expect(screen.getByText(CMS_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('img, a, strong, h2')).toBeNull();
    expect(container.firstElementChild?.textContent).toBe(CMS_TEXT);
  });

  it('shows the literal markup as text when the page refuses the parse (Trusted Types allowing no policy of Kurv’s)', () => {
    const refusing = vi.spyOn(DOMParser.prototype, 'parseFromString').mockImplementation(() => {
      throw new TypeError("This document requires 'TrustedHTML' assignment.");
    });
    try {
      // The page's sanitiser is made on such a page: it finds out at its first parse.
      const { container } = render(<SafeHtml html={CMS_TEXT} sanitizer={createHtmlSanitizer()} />);
      expect(container.firstElementChild?.textContent).toBe(CMS_TEXT);
      expect(screen.queryByRole('link')).toBeNull();
    } finally {
      refusing.mockRestore();
    }
  });
});
