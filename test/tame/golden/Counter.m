classdef Counter < handle
  properties
    Value = 1
  end
  methods
    function obj = Counter(v)
      obj.Value = v;
    end
    function r = get(obj)
      r = obj.Value;
    end
  end
  methods (Static)
    function r = make()
      r = Counter(3);
    end
  end
end
