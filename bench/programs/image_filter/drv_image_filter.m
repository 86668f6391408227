function drv_image_filter()
% Denoises a uint8 picture, thresholds it and computes an edge magnitude.
img = make_image(24, 32);
b = box_blur(img);
b2 = box_blur(img, 2);
m = median3(img);
fprintf('classes: %s %s %s\n', class(b), class(b2), class(m));
fprintf('salt pixels: %d -> %d\n', nnz(img == 255), nnz(m == 255));
fprintf('means: %.3f %.3f %.3f\n', mean(double(img(:))), mean(double(b(:))), mean(double(m(:))));
mask = m > 128;
fprintf('bright: %d, in square %d\n', nnz(mask), nnz(mask(6:12, 8:16)));
gx = double(m(:, [2:end end])) - double(m(:, [1 1:end-1]));
gy = double(m([2:end end], :)) - double(m([1 1:end-1], :));
edges = uint8(min(255, sqrt(gx.^2 + gy.^2)));
fprintf('edge max %d, strong %d\n', max(edges(:)), nnz(edges > 100));
negimg = 255 - m;
fprintf('inverted corner %d, diff %d\n', negimg(1, 1), m(3, 3) - m(3, 4));
end
