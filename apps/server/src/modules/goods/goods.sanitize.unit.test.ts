import { describe, expect, it } from 'vitest';
import { safeSrc, safeStyle, sanitizeHtml } from './goods.sanitize';

describe('sanitizeHtml', () => {
  it('keeps the allowed tags and their text', () => {
    const html = '<h3>亮点</h3><p>轻薄<strong>机身</strong>，<em>长续航</em><br><span>现货</span></p><ul><li>一</li><li>二</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, styles and frames together with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x">y</iframe><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<p>a<SCRIPT type="x">bad()</SCRIPT >b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<svg onload="x()"><circle/></svg>ok')).toBe('ok');
    // An unterminated script swallows the rest rather than leaking it.
    expect(sanitizeHtml('<p>a</p><script>alert(1)')).toBe('<p>a</p>');
  });

  it('unwraps tags that are not allowed but keeps their text', () => {
    expect(sanitizeHtml('<div><a href="javascript:x">link</a><table><tr><td>cell</td></tr></table></div>')).toBe('linkcell');
  });

  it('drops event handlers and unknown attributes', () => {
    expect(sanitizeHtml('<p onclick="x()" class="c" id="i">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img src="upload/a.jpg" onerror="alert(1)" width="5">')).toBe('<img src="upload/a.jpg">');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('<img src="x">');
  });

  it('refuses script and data image sources, even when disguised', () => {
    expect(sanitizeHtml('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeHtml('<img src="jav&#x09;ascript:alert(1)">')).toBe('');
    expect(sanitizeHtml('<img src="&#106;avascript:alert(1)">')).toBe('');
    expect(sanitizeHtml('<img src=" data:image/png;base64,AAAA">')).toBe('');
    expect(sanitizeHtml('<img src="//evil.example/x.png">')).toBe('');
    expect(sanitizeHtml('<img alt="no source">')).toBe('');
  });

  it('keeps http(s), root-relative and relative image sources with escaped alt text', () => {
    expect(sanitizeHtml('<img src="https://cdn.example.com/a.jpg?x=1&y=2" alt="a &quot;b&quot; <c>">')).toBe(
      '<img src="https://cdn.example.com/a.jpg?x=1&amp;y=2" alt="a &quot;b&quot; &lt;c&gt;">',
    );
    expect(sanitizeHtml("<IMG SRC='/upload/goods/1_2.jpg'>")).toBe('<img src="/upload/goods/1_2.jpg">');
  });

  it('limits style to safe properties and values', () => {
    expect(sanitizeHtml('<p style="color: red; background: url(x); font-size: 12px">t</p>')).toBe(
      '<p style="color: red; font-size: 12px">t</p>',
    );
    expect(sanitizeHtml('<span style="color: expression(alert(1))">t</span>')).toBe('<span>t</span>');
    expect(sanitizeHtml('<span style="color: rgb(1, 2, 3); position: fixed">t</span>')).toBe('<span style="color: rgb(1, 2, 3)">t</span>');
  });

  it('escapes stray markup characters and keeps entities', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2 &amp; &#169; &copy;')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; &#169; &copy;');
    expect(sanitizeHtml('<p>a <b</p>')).toBe('<p>a &lt;b</p>');
  });

  it('balances tags: closes what is open and ignores stray closings', () => {
    expect(sanitizeHtml('<p><strong>bold')).toBe('<p><strong>bold</strong></p>');
    expect(sanitizeHtml('</p>text</li>')).toBe('text');
    expect(sanitizeHtml('<ul><li>a<li>b</ul>')).toBe('<ul><li>a<li>b</li></li></ul>');
    expect(sanitizeHtml('<br/><br></br>')).toBe('<br><br>');
  });

  it('drops comments and declarations', () => {
    expect(sanitizeHtml('<!DOCTYPE html><!-- <script>x</script> --><p>t</p><?xml x?>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<p>a</p><!-- unterminated')).toBe('<p>a</p>');
  });

  it('is idempotent', () => {
    const once = sanitizeHtml('<p style="color:#333">a & b <img src="/upload/x.jpg" alt="x"></p><div>c</div>');
    expect(sanitizeHtml(once)).toBe(once);
  });
});

describe('safeSrc / safeStyle', () => {
  it('accepts only plain paths and http(s) URLs', () => {
    expect(safeSrc('upload/a_b-1.jpg')).toBe('upload/a_b-1.jpg');
    expect(safeSrc('http://a.b/c.png')).toBe('http://a.b/c.png');
    expect(safeSrc('vbscript:x')).toBeNull();
    expect(safeSrc('a\\b')).toBeNull();
    expect(safeSrc('')).toBeNull();
  });
  it('keeps allowed declarations only', () => {
    expect(safeStyle('COLOR: #fff;; width:100%;behavior:url(x)')).toBe('color: #fff; width: 100%');
    expect(safeStyle('color: red /* x */')).toBe('');
  });
});
