// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { DemoPanel } from '../../src/demo/DemoPanel';
import { renderUi } from './render';

afterEach(cleanup);

describe('DESIGN §6 the demo panel says what lives only in this browser', () => {
  test('the panel tells the tester that accounts, orders and gifts are not found from another browser', () => {
    renderUi(<DemoPanel reload={() => {}} />);
    expect(screen.getByText(/演示数据只保存在这个浏览器/).textContent).toMatch(/其他浏览器或设备打开链接时都找不到/);
  });
});
