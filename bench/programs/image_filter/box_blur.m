function out = box_blur(img, radius)
% BOX_BLUR  Mean over a (2r+1)^2 window with replicated borders; the result stays uint8.
if nargin < 2
    radius = 1;
end
[h, w] = size(img);
padded = double(img([ones(1, radius), 1:h, h * ones(1, radius)], ...
                    [ones(1, radius), 1:w, w * ones(1, radius)]));
acc = zeros(h, w);
for dr = 0:2*radius
    for dc = 0:2*radius
        acc = acc + padded(1+dr:h+dr, 1+dc:w+dc);
    end
end
out = uint8(acc / (2 * radius + 1)^2);
end
