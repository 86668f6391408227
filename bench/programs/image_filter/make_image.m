function img = make_image(h, w)
% MAKE_IMAGE  A uint8 test picture: gradient, a bright square and salt noise.
[c, r] = meshgrid(1:w, 1:h);
img = uint8(mod(r + 2 * c, 200));
img(round(h/4):round(h/2), round(w/4):round(w/2)) = 240;
for k = 1:7:h*w
    img(k) = 255;
end
end
