classdef Polyline
  % Points in a matrix, one row each; adding a point gives a new polyline.
  properties
    points = zeros(0, 3)
    name = 'line'
    count = 0
  end
  methods
    function p = add(p, v)
      p.points(end + 1, :) = v.asRow();
      p.count = p.count + 1;
    end
    function L = len(p)
      L = 0;
      for k = 2:size(p.points, 1)
        L = L + norm(p.points(k, :) - p.points(k - 1, :));
      end
    end
  end
end
